package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// backup asks the daemon for one snapshot of its database (POST /backup)
// and prints only the snapshot's path. An unreachable daemon or a refusal
// (a 409 while another backup runs, a full disk) is an error carrying the
// engine's message, which main prints on stderr with exit 1.
func (c *client) backup(ctx context.Context) error {
	status, data, err := c.call(ctx, http.MethodPost, "/backup", nil)
	if err != nil {
		return err
	}
	if status != http.StatusCreated && status != http.StatusOK {
		return engineErrorOf(status, data)
	}
	var b struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(data, &b); err != nil || b.Path == "" {
		return fmt.Errorf("the engine's answer to POST /backup names no path: %s", clip(data))
	}
	_, err = fmt.Fprintln(c.out.w, b.Path)
	return err
}

// clip shortens an answer for a message.
func clip(b []byte) string {
	if len(b) > 200 {
		return string(b[:200]) + "..."
	}
	return string(b)
}
