package mgmt

import (
	"time"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/store"
)

type healthBody struct {
	Status  string `json:"status"`
	Version string `json:"version"`
	Workers int64  `json:"workers"`
	// Recovery is present only when this start recovered the database.
	Recovery *store.Recovery `json:"recovery,omitempty"`
}

func (s *Server) health(ctx *fasthttp.RequestCtx) error {
	return writeJSON(ctx, 200, healthBody{Status: "ok", Version: s.version, Workers: s.config().Int(config.KeyWorkers), Recovery: s.recovery})
}

// shutdownRoute answers 200 first; about 100 ms later the owner stops runs,
// releases the lock, flushes logs and exits.
func (s *Server) shutdownRoute(ctx *fasthttp.RequestCtx) error {
	s.log.Info("Shutdown was requested over the API", logs.Cat("shutdown"))
	if s.shutdown != nil {
		time.AfterFunc(100*time.Millisecond, s.shutdown)
	}
	return writeJSON(ctx, 200, map[string]string{"status": "shutting_down"})
}

type configBody struct {
	Entries []config.Entry `json:"entries"`
}

func (s *Server) configEntries(tx *store.Tx) (configBody, error) {
	stored, err := tx.Config()
	if err != nil {
		return configBody{}, err
	}
	return configBody{Entries: config.Entries(toConfigStored(stored))}, nil
}

// getConfig answers every setting. Its ETag names the live settings'
// generation (configETag), so a client that polls them (svc-mcp reads its
// gates for every call) sends If-None-Match and gets a 304 without the
// read and the rendering while nothing was written.
func (s *Server) getConfig(ctx *fasthttp.RequestCtx) error {
	tag := s.configETag() // before the read: a write after it changes the tag
	ctx.Response.Header.Set(fasthttp.HeaderETag, tag)
	if string(ctx.Request.Header.Peek(fasthttp.HeaderIfNoneMatch)) == tag {
		ctx.SetStatusCode(fasthttp.StatusNotModified)
		return nil
	}
	var out configBody
	err := s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		out, err = s.configEntries(tx)
		return err
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

// postConfig validates every key before writing any, persists them in one
// transaction and swaps the live values.
func (s *Server) postConfig(ctx *fasthttp.RequestCtx) error {
	values, err := config.ParseUpdate(ctx.PostBody())
	if err != nil {
		return err
	}
	var out configBody
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		if err := tx.PutConfig(values, s.now()); err != nil {
			return err
		}
		out, err = s.configEntries(tx)
		return err
	})
	if err != nil {
		return err
	}
	if err := s.reloadConfig(s.base); err != nil {
		return err
	}
	if len(values) > 0 {
		s.log.Info("The configuration was updated", logs.Cat("config"))
	}
	return writeJSON(ctx, 200, out)
}

func (s *Server) elementKinds(ctx *fasthttp.RequestCtx) error {
	return writeJSON(ctx, 200, s.elements.Kinds())
}
