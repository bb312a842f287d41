// Package sendertest provides loopback HTTP targets, a forward HTTP proxy
// and a SOCKS5 server for the tests of sender (and of the load engine), in
// the manner of net/http/httptest. Production code never imports it.
//
// Start(t, mode) serves the endpoints below on 127.0.0.1:0 in one of four
// modes and closes at t.Cleanup:
//
//	h1     HTTP/1.1 over TCP
//	h1tls  HTTP/1.1 over TLS (ALPN http/1.1; HTTP/2 is off)
//	h2tls  HTTP/2 over TLS (ALPN h2)
//	h2c    HTTP/2 over TCP with prior knowledge
//
// Each TLS target generates its own ECDSA P-256 CA and a leaf for
// 127.0.0.1, ::1 and localhost, valid 24 hours; Target.CertPEM holds the CA
// and Target.Client trusts it and speaks exactly the target's mode.
//
// Every request is recorded (Target.Requests) with its header fields in the
// order they arrived: for HTTP/1.x parsed from the raw bytes the server
// read, for HTTP/2 decoded from the client's HEADERS frames with an HPACK
// decoder of our own. To make that possible each accepted connection is
// wrapped so its reads pass through a parser before net/http sees them, and
// TLS is terminated in that wrapper rather than by net/http; the server then
// speaks HTTP/1.1 or prior-knowledge HTTP/2 on the decrypted stream.
// Received.Header says what each mode guarantees.
//
// # Endpoints
//
// Every mode serves the same endpoints, for any method:
//
//	/echo                  200 with an Echo JSON body describing the request;
//	                       ?status=N sets the status, each ?header=K:V adds a
//	                       response field (repeat for repeated fields)
//	/redirect              ?n=N (default 1) redirects ending at ?to= (default
//	                       /echo), status ?code= 301|302|303|307|308 (default 302)
//	/redirect/absolute     the same with absolute Location URLs on the request's Host
//	/redirect/loop         redirects to itself forever
//	/slow?ms=N             waits N ms (default 100) before the headers
//	/slow-body?ms=N&chunks=K  headers at once, then K (default 3) chunks
//	                       "chunk i\n", each after N ms (default 100)
//	/reset                 aborts: TCP RST for HTTP/1.x, RST_STREAM for HTTP/2
//	                       (?conn=1: TCP RST for HTTP/2 too)
//	/gzip /deflate /br /zstd  CompressedPayload with that Content-Encoding
//	                       ("deflate" is zlib, as RFC 9110 defines it)
//	/sse?events=N&interval=ms  text/event-stream: SSEPreamble, then N (default
//	                       3) events SSEEvent(1..N) every interval ms (default
//	                       10), then the response ends; events=0 never ends
//	/huge?bytes=N          N bytes (default 1 MiB) of the HugeBody pattern with
//	                       Content-Length; &chunked=1 without one
//	/status/N              status N (200-599) with body "status N\n"
//	/cookies/set?a=1&b=2   one Set-Cookie "a=1; Path=/" per parameter, in order
//	/cookies               the request's Cookie field as text
//	/auth/basic?user=u&pass=p  401 with a Basic challenge unless the credentials match
//	/auth/bearer?token=t   401 with a Bearer challenge unless "Bearer t" is sent
//	/bytes                 the 256 bytes 0x00..0xff, application/octet-stream
//
// Numeric parameters out of range are answered 400; waits end early when the
// client goes away.
//
// # Proxies
//
// StartProxy and StartProxyAuth start a forward HTTP proxy (absolute-form
// http:// requests and CONNECT tunnels, optional Basic proxy
// authentication); StartSOCKS5 and StartSOCKS5Auth start a SOCKS5 server
// (CONNECT only, optional username/password). Both record what they relay
// and connect to loopback destinations only, so no test can make them reach
// the network.
//
// All listeners bind 127.0.0.1:0. Every goroutine a server starts ends by
// its Close, which t.Cleanup calls.
package sendertest
