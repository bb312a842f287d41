package mgmt

import (
	"crypto/tls"
	"strings"

	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/sender"
	"github.com/svc-engine/svc-engine/store"
	"github.com/svc-engine/svc-engine/workspace"
)

func (s *Server) listClientCerts(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) ([]workspace.ClientCert, error) { return tx.ClientCerts() })
}

func (s *Server) getClientCert(ctx *fasthttp.RequestCtx) error {
	return readJSON(s, ctx, func(tx *store.Tx) (workspace.ClientCert, error) { return tx.ClientCert(pathID(ctx, "id")) })
}

// checkLoads refuses a certificate that does not load now (missing file,
// wrong passphrase, mismatched pair) with a 400 naming the problem.
// A disabled certificate is not loaded, so a broken one can be disabled.
func checkLoads(c workspace.ClientCert) error {
	if !c.Enabled {
		return nil
	}
	_, err := sender.LoadClientCert(c)
	if err == nil {
		return nil
	}
	// A bundle failure names pfxPath and a missing key file keyPath; any
	// other PEM-pair failure names certPath (a wrong passphrase of a legacy
	// encrypted key fails either as a bad decryption or as a mismatched
	// pair, so it cannot be told apart reliably).
	msg := err.Error()
	field := "certPath"
	switch {
	case c.PfxPath != "":
		field = "pfxPath"
	case strings.Contains(msg, "cannot read keyPath"):
		field = "keyPath"
	}
	return workspace.Fieldf(field, "%s", msg)
}

func (s *Server) createClientCert(ctx *fasthttp.RequestCtx) error {
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	out, err := workspace.MergeClientCert(nil, p, s.now())
	if err != nil {
		return err
	}
	if err := checkLoads(out); err != nil {
		return err
	}
	if err := s.store.Update(s.base, func(tx *store.Tx) error { return tx.PutClientCert(out, true) }); err != nil {
		return err
	}
	return writeJSON(ctx, 201, out)
}

func (s *Server) updateClientCert(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	p, err := decode(ctx)
	if err != nil {
		return err
	}
	if err := p.CheckPathID(id); err != nil {
		return err
	}
	var out workspace.ClientCert
	err = s.store.Update(s.base, func(tx *store.Tx) error {
		cur, err := tx.ClientCert(id)
		if err != nil {
			return err
		}
		if out, err = workspace.MergeClientCert(&cur, p, s.now()); err != nil {
			return err
		}
		if err := checkLoads(out); err != nil {
			return err
		}
		return tx.PutClientCert(out, false)
	})
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, out)
}

func (s *Server) deleteClientCert(ctx *fasthttp.RequestCtx) error {
	id := pathID(ctx, "id")
	if err := s.store.Update(s.base, func(tx *store.Tx) error { return tx.DeleteClientCert(id) }); err != nil {
		return err
	}
	return writeJSON(ctx, 200, deletedBody{ID: id, Deleted: true})
}

// clientCertsFor loads the enabled certificates whose host pattern matches
// a send's target, exact patterns before wildcards.
func (s *Server) clientCertsFor(host, port string) ([]tls.Certificate, error) {
	var all []workspace.ClientCert
	if err := s.store.View(s.base, func(tx *store.Tx) error {
		var err error
		all, err = tx.ClientCerts()
		return err
	}); err != nil {
		return nil, err
	}
	var exact, wild []tls.Certificate
	for _, c := range all {
		if !c.Enabled || !c.MatchesHost(host, port) {
			continue
		}
		cert, err := sender.LoadClientCert(c)
		if err != nil {
			return nil, &sender.SendError{Code: sender.CodeTLS, Message: err.Error(), Err: err}
		}
		if strings.HasPrefix(c.Host, "*.") {
			wild = append(wild, cert)
		} else {
			exact = append(exact, cert)
		}
	}
	return append(exact, wild...), nil
}
