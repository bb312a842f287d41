package store

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/svc-engine/svc-engine/workspace"
)

const clientCertCols = `id, name, host, cert_path, key_path, pfx_path, cert_pem, key_pem, passphrase, enabled, created_at, updated_at`

func scanClientCert(sc interface{ Scan(...any) error }) (workspace.ClientCert, error) {
	var c workspace.ClientCert
	err := sc.Scan(&c.ID, &c.Name, &c.Host, &c.CertPath, &c.KeyPath, &c.PfxPath, &c.CertPEM, &c.KeyPEM, &c.Passphrase, &c.Enabled, &c.CreatedAt, &c.UpdatedAt)
	c.HasPassphrase = c.Passphrase != ""
	return c, err
}

// ClientCerts lists the client certificates by creation.
func (t *Tx) ClientCerts() ([]workspace.ClientCert, error) {
	rows, err := t.tx.QueryContext(t.ctx, `SELECT `+clientCertCols+` FROM client_certificates ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("list client certificates: %w", err)
	}
	defer rows.Close()
	out := []workspace.ClientCert{}
	for rows.Next() {
		c, err := scanClientCert(rows)
		if err != nil {
			return nil, fmt.Errorf("list client certificates: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// ClientCert returns one client certificate.
func (t *Tx) ClientCert(id string) (workspace.ClientCert, error) {
	c, err := scanClientCert(t.tx.QueryRowContext(t.ctx, `SELECT `+clientCertCols+` FROM client_certificates WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return c, workspace.NotFound("client certificate", id)
	}
	if err != nil {
		return c, fmt.Errorf("get client certificate %s: %w", id, err)
	}
	return c, nil
}

// PutClientCert inserts or rewrites a client certificate.
func (t *Tx) PutClientCert(c workspace.ClientCert, create bool) error {
	args := []any{c.Name, c.Host, c.CertPath, c.KeyPath, c.PfxPath, c.CertPEM, c.KeyPEM, c.Passphrase, b2i(c.Enabled), c.UpdatedAt}
	var err error
	if create {
		_, err = t.tx.ExecContext(t.ctx, `INSERT INTO client_certificates (name, host, cert_path, key_path, pfx_path, cert_pem, key_pem, passphrase, enabled, updated_at, id, created_at)
VALUES (?,?,?,?,?,?,?,?,?,?,?,?)`, append(args, c.ID, c.CreatedAt)...)
	} else {
		var res sql.Result
		res, err = t.tx.ExecContext(t.ctx, `UPDATE client_certificates SET name=?, host=?, cert_path=?, key_path=?, pfx_path=?, cert_pem=?, key_pem=?, passphrase=?, enabled=?, updated_at=? WHERE id=?`, append(args, c.ID)...)
		if err == nil {
			if n, _ := res.RowsAffected(); n == 0 {
				return workspace.NotFound("client certificate", c.ID)
			}
		}
	}
	if isConstraint(err) {
		return &workspace.ConflictError{Message: fmt.Sprintf("client certificate %s already exists", c.ID)}
	}
	if err != nil {
		return fmt.Errorf("write client certificate %s: %w", c.ID, err)
	}
	return nil
}

// DeleteClientCert removes a client certificate.
func (t *Tx) DeleteClientCert(id string) error {
	res, err := t.tx.ExecContext(t.ctx, `DELETE FROM client_certificates WHERE id = ?`, id)
	if err != nil {
		return fmt.Errorf("delete client certificate %s: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return workspace.NotFound("client certificate", id)
	}
	return nil
}
