package bench

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
)

// The live-readers row (issue 14): the same closed-loop run with
// LiveReaders SSE readers attached to GET /runs/:id/live for the whole run
// (the engine side) and with none (the peer side: the engine alone). The
// hot path must not pay for them.

// LiveReaders is how many readers follow the run on the row's engine side.
const LiveReaders = 10

// LiveRead is what one reader of a run's live stream received.
type LiveRead struct {
	Events   int64 // events dispatched, of any type
	Metrics  int64 // `metrics` events
	Complete bool  // the terminal `complete` event came
}

// maxLiveLine bounds one line of the stream (a metrics event's payload).
const maxLiveLine = 1 << 20

// ReadLive reads a text/event-stream until its `complete` event or its
// end, counting the events (an event is dispatched by an empty line after
// at least one field; comment lines, starting with ':', are not fields).
func ReadLive(r io.Reader) (LiveRead, error) {
	var lr LiveRead
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLiveLine)
	typ, fields := "", false
	for sc.Scan() {
		line := sc.Bytes()
		switch {
		case len(line) == 0:
			if !fields {
				continue
			}
			lr.Events++
			switch typ {
			case "metrics":
				lr.Metrics++
			case "complete":
				lr.Complete = true
				return lr, nil
			}
			typ, fields = "", false
		case line[0] == ':':
		default:
			fields = true
			if v, ok := bytes.CutPrefix(line, []byte("event:")); ok {
				typ = string(bytes.TrimPrefix(v, []byte(" ")))
			}
		}
	}
	if err := sc.Err(); err != nil {
		return lr, fmt.Errorf("read the live stream: %w", err)
	}
	return lr, nil
}

// ErrLiveReaders says the readers did not all follow the run: a run
// whose readers failed measures nothing about them.
var ErrLiveReaders = errors.New("live readers")

// CheckLiveReads returns the events the readers received in all, and an
// error (ErrLiveReaders) unless every one of want readers got at least
// one metrics event while the run went on and the complete event at its
// end. errs holds each reader's failure to attach or read, if any.
func CheckLiveReads(reads []LiveRead, errs []error, want int) (int64, error) {
	var events int64
	var bad []string
	if len(reads) != want {
		bad = append(bad, fmt.Sprintf("%d readers of %d reported", len(reads), want))
	}
	for i, r := range reads {
		events += r.Events
		switch {
		case i < len(errs) && errs[i] != nil:
			bad = append(bad, fmt.Sprintf("reader %d: %v", i+1, errs[i]))
		case r.Metrics == 0:
			bad = append(bad, fmt.Sprintf("reader %d: no metrics event", i+1))
		case !r.Complete:
			bad = append(bad, fmt.Sprintf("reader %d: no complete event", i+1))
		}
	}
	if len(bad) > 0 {
		return events, fmt.Errorf("%w: %s", ErrLiveReaders, strings.Join(bad, "; "))
	}
	return events, nil
}
