package loadcore

import (
	"encoding/json"
	"testing"
	"time"
)

// loadAuths are the auths whose per-request cost BenchmarkLoadSigning
// compares: bearer (pre-rendered, the baseline) and the signed schemes.
var loadAuths = []struct{ name, auth string }{
	{"bearer", `{"mode":"bearer","token":"eyJhbGciOiJIUzI1NiJ9.e30.sig"}`},
	{"aws", `{"mode":"aws","config":{"accessKey":"AKIDEXAMPLE","secretKey":"wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY","region":"us-east-1","service":"execute-api"}}`},
	{"digest", `{"mode":"digest","config":{"username":"u","password":"p","realm":"r","nonce":"dcd98b7102dd2f0e8b11d0f600bfb0c093","qop":"auth","algorithm":"MD5"}}`},
	{"oauth1", `{"mode":"oauth1","config":{"consumerKey":"ck","consumerSecret":"cs","token":"t","tokenSecret":"ts","signatureMethod":"HMAC-SHA1"}}`},
	{"hawk", `{"mode":"hawk","config":{"authId":"id","authKey":"k","algorithm":"sha256"}}`},
}

// BenchmarkLoadSigning is the per-request cost of each auth in a load run:
// "wire" is the request bytes of one send (target.wire: a slice of the
// pre-rendered request for bearer, a request signed anew for the others),
// "cycle" is the whole HTTP/1.1 cycle against a loopback target (write,
// read, record; the target's CPU included). The signing's extra CPU per
// request is a scheme's wire time minus bearer's.
func BenchmarkLoadSigning(b *testing.B) {
	for _, a := range loadAuths {
		b.Run(a.name+"/wire", func(b *testing.B) {
			e, _ := benchAuthWorker(b, a.auth)
			buf, _ := e.t.wire(nil, 1, time.Now())
			b.ReportAllocs()
			b.ResetTimer()
			now := time.Now()
			for range b.N {
				buf, _ = e.t.wire(buf, 1, now)
			}
		})
		if a.name == "aws" {
			// A fresh SigV4 signature each time: the cost a run pays once
			// a second (the clock moves a second per iteration).
			b.Run(a.name+"/wire-new-second", func(b *testing.B) {
				e, _ := benchAuthWorker(b, a.auth)
				buf, _ := e.t.wire(nil, 1, time.Now())
				b.ReportAllocs()
				b.ResetTimer()
				now := time.Now()
				for i := range b.N {
					buf, _ = e.t.wire(buf, 1, now.Add(time.Duration(i+1)*time.Second))
				}
			})
		}
		b.Run(a.name+"/cycle", func(b *testing.B) {
			e, w := benchAuthWorker(b, a.auth)
			w.h1Cycle(e.ctx, zeroTime, 1)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				w.h1Cycle(e.ctx, zeroTime, 1)
			}
		})
	}
}

func benchAuthWorker(tb testing.TB, auth string) (*execution, *worker) {
	tb.Helper()
	tg := startTarget(tb)
	req := getRequest(tg.url + "/")
	req.Method = "POST"
	req.Body = json.RawMessage(`{"mode":"json","content":"{\"id\":42,\"name\":\"widget\"}"}`)
	req.Auth = json.RawMessage(auth)
	return benchWorkerFor(tb, `{"mode":"constant_concurrency","concurrency":1}`, req)
}
