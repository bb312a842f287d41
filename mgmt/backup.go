package mgmt

import (
	"github.com/valyala/fasthttp"

	"github.com/svc-engine/svc-engine/config"
	"github.com/svc-engine/svc-engine/logs"
	"github.com/svc-engine/svc-engine/store"
)

// backupsBody is the answer of GET /backups.
type backupsBody struct {
	Backups []store.BackupInfo `json:"backups"`
}

// postBackup takes one snapshot of the database (POST /backup): 201 with
// {path, bytes, createdAt, durationMs}, 409 while another backup runs.
func (s *Server) postBackup(ctx *fasthttp.RequestCtx) error {
	info, err := s.store.Backup(s.base, int(s.config().Int(config.KeyMaxBackupsRetained)))
	if err != nil {
		return err
	}
	s.log.Info("A backup of the database was written to "+info.Path, logs.Cat("db"))
	return writeJSON(ctx, 201, info)
}

// listBackups lists the snapshots newest first (GET /backups).
func (s *Server) listBackups(ctx *fasthttp.RequestCtx) error {
	list, err := store.Backups(s.store.Path())
	if err != nil {
		return err
	}
	return writeJSON(ctx, 200, backupsBody{Backups: list})
}

// Config returns the live settings (swapped whole by POST /config).
func (s *Server) Config() *config.Values { return s.config() }
