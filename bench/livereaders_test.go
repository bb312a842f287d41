package bench

import (
	"errors"
	"strings"
	"testing"
	"testing/iotest"
)

func TestReadLive(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		stream string
		want   LiveRead
	}{
		{"metrics events then complete",
			": open\n\nid: 1\nevent: metrics\ndata: {\"requests\":10}\n\nid: 2\nevent: metrics\ndata: {}\n\n: keep-alive\n\nid: 3\nevent: complete\ndata: {\"status\":\"Completed\"}\n\n",
			LiveRead{Events: 3, Metrics: 2, Complete: true}},
		{"CRLF lines and no space after the colon",
			"event:metrics\r\ndata:{}\r\n\r\nevent:complete\r\ndata:{}\r\n\r\n",
			LiveRead{Events: 2, Metrics: 1, Complete: true}},
		{"an event without a type is a message",
			"data: x\n\nevent: metrics\ndata: {}\n\n",
			LiveRead{Events: 2, Metrics: 1}},
		{"a stream cut inside an event counts only whole events",
			"event: metrics\ndata: {}\n\nevent: metrics\ndata: {",
			LiveRead{Events: 1, Metrics: 1}},
		{"nothing after complete is read",
			"event: complete\ndata: {}\n\nevent: metrics\ndata: {}\n\n",
			LiveRead{Events: 1, Complete: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			// A byte per read: events split across reads.
			got, err := ReadLive(iotest.OneByteReader(strings.NewReader(tt.stream)))
			if err != nil || got != tt.want {
				t.Errorf("ReadLive = %+v, %v; want %+v", got, err, tt.want)
			}
		})
	}
	if _, err := ReadLive(iotest.ErrReader(errors.New("reset"))); err == nil || !strings.Contains(err.Error(), "reset") {
		t.Errorf("ReadLive of a failing reader: %v, want the read error", err)
	}
}

func TestCheckLiveReads(t *testing.T) {
	t.Parallel()
	good := LiveRead{Events: 11, Metrics: 10, Complete: true}
	tests := []struct {
		name    string
		reads   []LiveRead
		errs    []error
		events  int64
		problem string // "" for none
	}{
		{"every reader followed the run", []LiveRead{good, good}, []error{nil, nil}, 22, ""},
		{"a reader that could not attach", []LiveRead{good, {}}, []error{nil, errors.New("GET /runs/x/live: 404")}, 11, "reader 2: GET /runs/x/live: 404"},
		{"a reader that saw no tick", []LiveRead{good, {Events: 1, Complete: true}}, nil, 12, "reader 2: no metrics event"},
		{"a reader whose stream never completed", []LiveRead{{Events: 3, Metrics: 3}, good}, nil, 14, "reader 1: no complete event"},
		{"fewer readers than asked", []LiveRead{good}, nil, 11, "1 readers of 2 reported"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			events, err := CheckLiveReads(tt.reads, tt.errs, 2)
			if events != tt.events {
				t.Errorf("events = %d, want %d", events, tt.events)
			}
			switch {
			case tt.problem == "" && err != nil:
				t.Errorf("err = %v, want none", err)
			case tt.problem != "" && (!errors.Is(err, ErrLiveReaders) || !strings.Contains(err.Error(), tt.problem)):
				t.Errorf("err = %v, want ErrLiveReaders naming %q", err, tt.problem)
			}
		})
	}
}
