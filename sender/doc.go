// Package sender composes and sends one request: it resolves variables and
// inherited auth (Compose), encodes the body union for the wire, applies
// auth, and reports a failed send as a *SendError carrying the spec's
// errorCode.
//
// The wire encoding is pure: BuildPayload turns a Request's body union into
// a Payload (the bytes, the Content-Type it derives, GraphQL-over-GET query
// parameters, or a streamed *Multipart), ApplyPayload applies that Payload's
// Content-Type and query to the request's headers and URL, and ApplyAuth
// applies concrete auth. Only a form-data body touches the file system, and
// only when its Multipart is opened or written, at transfer time. The flow
// of a send is
//
//	p, err := sender.BuildPayload(r.Method, r.Body)
//	url, headers := sender.ApplyPayload(r, p)
//	url, headers, err = sender.ApplyAuth(url, headers, r.Auth)
//	url, headers, err = sender.SignAuth(url, headers, r.Auth, sender.Signing{Method: r.Method, Body: p.Body})
//	// Multipart: Open (fails the send before it happens), Len, WriteTo.
//
// The URL is the wire truth: every query addition (GraphQL over GET, an
// apikey in the query) is appended to its text, which is otherwise sent as
// written. SignAuth signs per request (aws, oauth1, hawk, edgegrid), last,
// over the final URL, headers and body. Client.Send puts the result on the
// wire and reports its outcome; a failure there is a *SendError too. A
// digest or ntlm auth is answered inside Client.Send: the server's 401
// challenge is answered once on the same kept-alive connection
// (auth_challenge.go), and the round counts in the send's total time. The package knows nothing
// about runs.
//
// Redirect is the one redirect policy: a pure function of the status, the
// method, the hop's two URLs and the headers that says what the next hop
// sends (method, headers kept, whether the body goes along). Client.Send
// follows it, and so do loadcore's hops, so a single send, a collection
// run and a load run never disagree on where credentials go.
//
// Client.Conns (a *ConnCache) keeps HTTP/1.1 connections, plain, TLS or
// through a proxy tunnel, and HTTP/2 sessions (one connection per target,
// each send a new stream), alive between sends and redirect hops; nil (the
// single send, POST /execute) dials a connection per send. A kept
// connection found closed before any response byte is dialed again once
// for idempotent methods (GET, HEAD, OPTIONS, TRACE, PUT, DELETE, or an
// Idempotency-Key header); any other request reports CONNECTION_RESET,
// since the server may have acted on it. HTTP/2 is not kept.
package sender
