package compat

import (
	"compress/gzip"
	"compress/zlib"
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/svc-engine/svc-engine/codec"
)

// Echo is a loopback emulation of the postman-echo.com endpoints the
// compared collections call: /get, /post, /put, /patch, /delete (echoing
// args, headers, data, form, files and json the way postman-echo does),
// /headers, /status/:code, /response-headers, /cookies, /cookies/set,
// /cookies/delete, /basic-auth, /digest-auth, /oauth1, /type/xml,
// /delay/:n (n tenths of a second here, not seconds, to keep runs short),
// /gzip, /deflate, /encoding/utf8 and /stream/:n. Anything else is a 404.
type Echo struct {
	URL string // http://127.0.0.1:port, no trailing slash
	srv *http.Server
	ln  net.Listener
}

// StartEcho listens on an ephemeral 127.0.0.1 port and serves until Close;
// ctx bounds the listen only.
func StartEcho(ctx context.Context) (*Echo, error) {
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("listen for the echo target: %w", err)
	}
	e := &Echo{URL: "http://" + ln.Addr().String(), ln: ln}
	e.srv = &http.Server{Handler: http.HandlerFunc(e.serve), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = e.srv.Serve(ln) }()
	return e, nil
}

// Close stops the target and waits for its connections to end.
func (e *Echo) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := e.srv.Shutdown(ctx)
	if errors.Is(err, http.ErrServerClosed) {
		return nil
	}
	return err
}

func (e *Echo) serve(w http.ResponseWriter, r *http.Request) {
	path := r.URL.Path
	switch {
	case path == "/get" || path == "/post" || path == "/put" || path == "/patch" || path == "/delete":
		e.method(w, r, strings.ToUpper(path[1:]))
	case path == "/headers":
		writeJSON(w, 200, map[string]any{"headers": headersOf(r)})
	case strings.HasPrefix(path, "/status/"):
		code, err := strconv.Atoi(path[len("/status/"):])
		if err != nil || code < 100 || code > 599 {
			http.NotFound(w, r)
			return
		}
		writeJSON(w, code, map[string]any{"status": code})
	case path == "/response-headers":
		q := r.URL.Query()
		for k, vs := range q {
			for _, v := range vs {
				w.Header().Add(k, v)
			}
		}
		writeJSON(w, 200, argsOf(q))
	case path == "/cookies":
		cookies := map[string]string{}
		for _, c := range r.Cookies() {
			cookies[c.Name] = c.Value
		}
		writeJSON(w, 200, map[string]any{"cookies": cookies})
	case path == "/cookies/set":
		for k, vs := range r.URL.Query() {
			http.SetCookie(w, &http.Cookie{Name: k, Value: vs[len(vs)-1], Path: "/"})
		}
		http.Redirect(w, r, "/cookies", http.StatusFound)
	case path == "/cookies/delete":
		for k := range r.URL.Query() {
			http.SetCookie(w, &http.Cookie{Name: k, Value: "", Path: "/", Expires: time.Unix(0, 0), MaxAge: -1})
		}
		http.Redirect(w, r, "/cookies", http.StatusFound)
	case path == "/basic-auth":
		if u, p, ok := r.BasicAuth(); ok && u == "postman" && p == "password" {
			writeJSON(w, 200, map[string]any{"authenticated": true})
			return
		}
		w.Header().Set("WWW-Authenticate", `Basic realm="Users"`)
		http.Error(w, "Unauthorized", http.StatusUnauthorized)
	case path == "/digest-auth":
		// The emulation takes any digest answer from the user postman: the
		// comparison is between two clients, not a check of the hash.
		if a := r.Header.Get("Authorization"); strings.HasPrefix(a, "Digest ") && strings.Contains(a, `username="postman"`) {
			writeJSON(w, 200, map[string]any{"authenticated": true})
			return
		}
		w.Header().Set("WWW-Authenticate", `Digest realm="Users", nonce="ni1LiL0O37PRRhofWdCLmwFsnEtH1lew", qop="auth"`)
		http.Error(w, "Unauthorized", http.StatusUnauthorized)
	case path == "/oauth1":
		if strings.HasPrefix(r.Header.Get("Authorization"), "OAuth ") {
			writeJSON(w, 200, map[string]any{"status": "pass", "message": "OAuth-1.0a signature verification was successful"})
			return
		}
		writeJSON(w, 401, map[string]any{"status": "fail", "message": "HMAC-SHA1 verification failed"})
	case path == "/type/xml":
		w.Header().Set("Content-Type", "application/xml; charset=utf-8")
		_, _ = io.WriteString(w, `<?xml version="1.0" encoding="utf-8"?>`+"\n"+`<food><key>Homestyle Breakfast</key><value>950</value></food>`)
	case strings.HasPrefix(path, "/delay/"):
		n, err := strconv.Atoi(path[len("/delay/"):])
		if err != nil || n < 0 || n > 10 {
			http.NotFound(w, r)
			return
		}
		time.Sleep(time.Duration(n) * 100 * time.Millisecond)
		writeJSON(w, 200, map[string]any{"delay": strconv.Itoa(n)})
	case path == "/gzip":
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Content-Encoding", "gzip")
		zw := gzip.NewWriter(w)
		_, _ = zw.Write(jsonLine(map[string]any{"gzipped": true, "headers": headersOf(r), "method": r.Method}))
		_ = zw.Close()
	case path == "/deflate":
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Content-Encoding", "deflate")
		zw := zlib.NewWriter(w)
		_, _ = zw.Write(jsonLine(map[string]any{"deflated": true, "headers": headersOf(r), "method": r.Method}))
		_ = zw.Close()
	case path == "/encoding/utf8":
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, "<!DOCTYPE html><html><body><h1>Unicode Demo</h1><pre>∮ E⋅da = Q,  n → ∞, ∑ f(i) = ∏ g(i); ⌈x⌉ = −⌊−x⌋</pre></body></html>")
	case strings.HasPrefix(path, "/stream/"):
		n, err := strconv.Atoi(path[len("/stream/"):])
		if err != nil || n < 1 || n > 100 {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		fl, _ := w.(http.Flusher)
		for i := range n {
			b, _ := codec.MarshalHTMLSafe(map[string]any{"id": i, "args": argsOf(r.URL.Query()), "headers": headersOf(r), "url": urlOf(r)})
			_, _ = w.Write(append(b, '\n'))
			if fl != nil {
				fl.Flush()
			}
		}
	default:
		http.NotFound(w, r)
	}
}

// method answers /get, /post, /put, /patch and /delete like postman-echo:
// args, headers and url always; data, files, form and json for the others.
func (e *Echo) method(w http.ResponseWriter, r *http.Request, want string) {
	if want == "GET" {
		switch r.Method {
		case http.MethodHead:
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.WriteHeader(200)
			return
		case http.MethodOptions:
			w.Header().Set("Allow", "GET,HEAD,PUT,POST,DELETE,PATCH")
			_, _ = io.WriteString(w, "GET,HEAD,PUT,POST,DELETE,PATCH")
			return
		}
	}
	if r.Method != want {
		http.NotFound(w, r)
		return
	}
	out := map[string]any{"args": argsOf(r.URL.Query())}
	if want != "GET" {
		data, form, files, jsonBody := bodyOf(r)
		out["data"], out["form"], out["files"], out["json"] = data, form, files, jsonBody
	}
	out["headers"] = headersOf(r)
	out["url"] = urlOf(r)
	writeJSON(w, 200, out)
}

// bodyOf reads a request body the way postman-echo shows it.
func bodyOf(r *http.Request) (data any, form, files map[string]any, jsonBody any) {
	form, files = map[string]any{}, map[string]any{}
	raw, _ := io.ReadAll(io.LimitReader(r.Body, 32<<20))
	mt, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch {
	case mt == "application/x-www-form-urlencoded":
		q, _ := url.ParseQuery(string(raw))
		form = argsOf(q)
		return "", form, files, form
	case strings.HasPrefix(mt, "multipart/"):
		mr := multipart.NewReader(strings.NewReader(string(raw)), params["boundary"])
		for {
			p, err := mr.NextPart()
			if err != nil {
				break
			}
			b, _ := io.ReadAll(p)
			if p.FileName() != "" {
				files[p.FileName()] = "data:application/octet-stream;base64,"
			} else {
				form[p.FormName()] = string(b)
			}
		}
		return "", form, files, form
	case mt == "application/json":
		var v any
		if codec.Unmarshal(raw, &v) == nil {
			return v, form, files, v
		}
	}
	return string(raw), form, files, nil
}

// argsOf maps a query to postman-echo's args: one value as a string,
// repeated keys as an array.
func argsOf(q url.Values) map[string]any {
	out := make(map[string]any, len(q))
	for k, vs := range q {
		if len(vs) == 1 {
			out[k] = vs[0]
		} else {
			out[k] = vs
		}
	}
	return out
}

// headersOf maps the request headers to lowercase names, values joined.
func headersOf(r *http.Request) map[string]string {
	out := map[string]string{"host": r.Host}
	for k, vs := range r.Header {
		out[strings.ToLower(k)] = strings.Join(vs, ", ")
	}
	return out
}

func urlOf(r *http.Request) string { return "http://" + r.Host + r.URL.RequestURI() }

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, _ := codec.MarshalHTMLSafe(v)
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

// jsonLine is v as encoding/json's Encoder writes it: HTML characters
// escaped, one line.
func jsonLine(v any) []byte {
	b, _ := codec.MarshalHTMLSafe(v) // maps of strings and bools always encode
	return append(b, '\n')
}
