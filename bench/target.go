package bench

import (
	"context"
	"net"

	"github.com/valyala/fasthttp"
)

// Target is the no-work baseline: a fasthttp server (the engine's own HTTP
// stack) that answers from memory with bytes captured from the engine, so
// the engine's throughput can be stated as a ratio of what the same stack
// does when a request costs nothing but HTTP and the copy of the payload.
//
// GET answers List (any path); PUT, POST and PATCH read the body and answer
// Item. Both are sent as application/json with Cache-Control: no-store, as
// the engine does. A Target is read-only once serving; its fields must not
// change after Serve.
type Target struct {
	List []byte // body of every GET: the engine's GET /requests?collectionId= answer
	Item []byte // body of every write: the engine's answer to one PUT /requests/:id

	srv *fasthttp.Server
}

// Serve answers on ln until Shutdown.
func (t *Target) Serve(ln net.Listener) error {
	t.srv = &fasthttp.Server{Handler: t.handle, Name: "bench-target"}
	return t.srv.Serve(ln)
}

// Shutdown stops accepting and waits for in-flight requests.
func (t *Target) Shutdown(ctx context.Context) error {
	if t.srv == nil {
		return nil
	}
	return t.srv.ShutdownWithContext(ctx)
}

func (t *Target) handle(ctx *fasthttp.RequestCtx) {
	ctx.Response.Header.Set("Cache-Control", "no-store")
	ctx.SetContentType("application/json")
	if ctx.IsGet() || ctx.IsHead() {
		ctx.SetBody(t.List)
		return
	}
	_ = ctx.PostBody() // read in full, as the engine must before it decodes
	ctx.SetBody(t.Item)
}
