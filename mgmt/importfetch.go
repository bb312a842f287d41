package mgmt

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/workspace"
)

// Import fetch limits.
const (
	fetchCeiling       = 256 << 20        // transport ceiling of maxBytes
	stallTimeout       = 30 * time.Second // STALL_TIMEOUT_MS: abandon after this long...
	stallFloorBytesSec = 1024             // STALL_FLOOR_BYTES_PER_SEC: ...below this rate
	progressBytes      = 256 << 10        // a progress frame per 256 KiB...
	progressEvery      = 100 * time.Millisecond
)

// fetchError is a failed fetch: its status (413 or 502) and message.
type fetchError struct {
	status int
	msg    string
}

func (e *fetchError) Error() string { return e.msg }

type fetched struct {
	Content     string `json:"content"`
	ContentType string `json:"contentType"`
}

// fetchInput validates an /import/fetch body: url (http or https) and
// maxBytes (absent, null or over the ceiling: the ceiling).
func fetchInput(p workspace.Patch) (string, int64, error) {
	raw, ok := workspace.String(p["url"])
	u, err := url.Parse(raw)
	if !ok || err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (!strings.HasPrefix(raw, "http://") && !strings.HasPrefix(raw, "https://")) {
		return "", 0, workspace.Fieldf("url", "url must be an absolute URL starting with http:// or https://")
	}
	limit := int64(fetchCeiling)
	if p.State("maxBytes") == workspace.Value {
		// A whole number of any size is accepted: past the ceiling (even
		// past int64) it is clamped.
		n, isInt := workspace.Int(p["maxBytes"])
		f, isNum := workspace.Number(p["maxBytes"])
		switch {
		case isInt && n > 0:
			limit = min(n, fetchCeiling)
		case !isInt && isNum && f > fetchCeiling && f == math.Trunc(f):
			limit = fetchCeiling
		default:
			return "", 0, workspace.Fieldf("maxBytes", "maxBytes must be a positive integer")
		}
	}
	return raw, limit, nil
}

// fetch downloads target, calling progress(received, total) as bytes
// arrive (total -1 when no length was declared). It stops at limit, on a
// stall, or when ctx ends.
func (s *Server) fetch(ctx context.Context, target string, limit int64, progress func(int64, int64) error) (fetched, error) {
	u, _ := url.Parse(target)
	proxy, err := s.settings().Proxy.For(u, s.sender.Getenv)
	if err != nil {
		return fetched{}, &fetchError{status: 502, msg: "the proxy settings are not valid: " + err.Error()}
	}
	tr := &http.Transport{Proxy: func(*http.Request) (*url.URL, error) { return proxy, nil }, ResponseHeaderTimeout: stallTimeout}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return fetched{}, &fetchError{status: 502, msg: "cannot build the request: " + err.Error()}
	}
	req.Header.Set("User-Agent", "svc-engine/"+s.version)
	res, err := client.Do(req)
	if err != nil {
		return fetched{}, &fetchError{status: 502, msg: "the upstream could not be reached: " + err.Error()}
	}
	defer func() { _ = res.Body.Close() }()
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return fetched{}, &fetchError{status: 502, msg: fmt.Sprintf("the upstream answered %s", res.Status)}
	}
	if res.ContentLength > limit {
		return fetched{}, &fetchError{status: 413, msg: fmt.Sprintf("the document declares %d bytes, over the applied bound of %d bytes", res.ContentLength, limit)}
	}
	total := res.ContentLength
	var buf []byte
	chunk := make([]byte, 64<<10)
	windowBytes := int64(0)
	// The stall rule: the transfer is abandoned only when a whole
	// stallTimeout window passes below the floor rate.
	stall := time.AfterFunc(stallTimeout, cancel)
	defer stall.Stop()
	for {
		n, rerr := res.Body.Read(chunk)
		if n > 0 {
			if int64(len(buf)+n) > limit {
				return fetched{}, &fetchError{status: 413, msg: fmt.Sprintf("the document is over the applied bound of %d bytes (declared size: %s)", limit, declared(total))}
			}
			buf = append(buf, chunk[:n]...)
			windowBytes += int64(n)
			// A window that reached the floor rate restarts the clock;
			// otherwise the timer fires stallTimeout after the window began.
			if windowBytes >= stallFloorBytesSec*int64(stallTimeout/time.Second) {
				windowBytes = 0
				stall.Reset(stallTimeout)
			}
			if progress != nil {
				if err := progress(int64(len(buf)), total); err != nil {
					return fetched{}, err
				}
			}
		}
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			if ctx.Err() != nil {
				return fetched{}, &fetchError{status: 502, msg: fmt.Sprintf("the transfer stalled below %d bytes/s for %s and was abandoned", stallFloorBytesSec, stallTimeout)}
			}
			return fetched{}, &fetchError{status: 502, msg: "the transfer failed: " + rerr.Error()}
		}
	}
	ct := res.Header.Get("Content-Type")
	if ct == "" {
		ct = "application/octet-stream"
	}
	return fetched{Content: strings.ToValidUTF8(string(buf), "\uFFFD"), ContentType: ct}, nil
}

func declared(total int64) string {
	if total < 0 {
		return "none declared"
	}
	return fmt.Sprintf("%d bytes", total)
}

// importFetch answers the buffered JSON, or with Accept:
// text/event-stream the same fetch as server-sent events.
func (s *Server) importFetch(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	target, limit, err := fetchInput(p)
	if err != nil {
		return err
	}
	if strings.Contains(string(ctx.Request.Header.Peek("Accept")), "text/event-stream") {
		s.fetchStream(ctx, target, limit)
		return nil
	}
	out, err := s.fetch(s.base, target, limit, nil)
	var fe *fetchError
	if errors.As(err, &fe) {
		return errStatus(fe.status, fe.msg)
	}
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

// fetchStream runs the fetch inside the response's stream writer: progress
// frames (at most one per 256 KiB or 100 ms), then one terminal result or
// error frame. A failed write to the stream abandons the download.
func (s *Server) fetchStream(ctx *fasthttp.RequestCtx, target string, limit int64) {
	s.streamEvents(ctx, func(sctx context.Context, w *sseWriter) {
		send := w.send
		var lastBytes int64
		var lastAt time.Time
		progress := func(received, total int64) error {
			if received-lastBytes < progressBytes && time.Since(lastAt) < progressEvery {
				return nil
			}
			lastBytes, lastAt = received, time.Now()
			var t any
			if total >= 0 {
				t = total
			}
			return send("progress", map[string]any{"received": received, "total": t})
		}
		out, err := s.fetch(sctx, target, limit, progress)
		if err == nil {
			_ = send("result", out)
			return
		}
		status, d := 502, errorDetail{Code: "bad_gateway", Message: err.Error()}
		var fe *fetchError
		if errors.As(err, &fe) {
			status, d = fe.status, errorDetail{Code: codeFor(fe.status), Message: fe.msg}
		}
		_ = send("error", map[string]any{"status": status, "error": d})
	})
}
