// Package loadcore runs load plans: plan → scheduler (open-loop pacer,
// closed-loop pools, ramp, iterations, capacity steps) → workers on pooled
// connections, until the plan ends, a threshold aborts it or its context is
// cancelled.
//
// It owns ParsePlan (decode, defaults, Validate) and Run. The request is
// composed by the caller once; loadcore renders its wire form once
// (payload and auth applied, the HTTP/1.1 bytes written out) and sends the
// same bytes for every request.
//
// Each load mode is one type behind the mode interface (mode.go),
// registered in one map literal by its name, as k6 registers executors:
// the mode fills in and checks its plan members and drives its schedule
// (the load at the start, its wake-ups, its part of the report) from the
// run's goroutine, which is the same for every mode (run.go).
//
// HTTP/1.1 goes over plain connections the workers own: the request is
// one pre-rendered write (depth copies when pipelining), and the response
// is read by one framer shared by both paths below (h1frame.go): a plain
// head in place by scanHead, any other through fasthttp's zero-allocation
// ResponseHeader (which scanHead agrees with), interim responses skipped,
// the body delimited by its framing and discarded from the connection's
// buffer (copied only into a sample), so a request allocates nothing. On Linux, cleartext
// or TLS: one goroutine runs an epoll event loop (evloop_linux.go) that drives every
// connection with raw non-blocking calls, one write per request (or per
// pipelined batch) and one read per response, waking per batch of ready
// connections rather than a goroutine per request. In the open loop it
// also paces the sends and warms the connections the first 10 ms of sends
// need before the run starts; in the closed loop each virtual user is one
// of its connections; the plan's workers runs that many loops, each with
// its share of the connections and of the schedule.
// Over TLS each connection is a tlsSession (evtls_linux.go): crypto/tls's
// client over the loop's buffers. Its connect and handshake run on a
// goroutine of their own, which hands the session to the loop through an
// eventfd in the loop's set (evtls_loop_linux.go); from then on the loop
// seals each request into the session and writes the ciphertext, and reads
// ciphertext, which the session serves tls.Conn whole records at a time,
// so tls.Conn's Read and Write never block. The run's connections share
// one session cache: a reconnect resumes. crypto/tls allocates once per
// record it reads; nothing else does. With saveTimingBreakdown the
// handshake's goroutine times the connect and the handshake and hands
// both back with the session, for the first response on the connection;
// the loop times the first byte and the download from its own reads.
// Otherwise (stream targets, other systems, or
// SVC_ENGINE_H1_TRANSPORT=goroutines): closed loop, a
// goroutine and a connection per virtual user; open loop, a fixed pool of
// maxInFlight goroutines takes released sends from the pacer and
// borrows connections from a LIFO pool.
// On TLS with httpVersion auto, one probe dial at prepare learns the
// server's ALPN choice; a probe that fails leaves the run on HTTP/1.1,
// where each request fails with its own code (target.go).
// HTTP/2 (h2c with prior knowledge, or TLS with ALPN h2) goes through a
// lean client on x/net/http2's frames and hpack (h2lean.go): the header
// block is encoded once, streams of every virtual user multiplex over
// about ceil(users / the server's MAX_CONCURRENT_STREAMS) connections,
// and a request allocates nothing (over TLS, crypto/tls's one per record
// read). On Linux a run goes on an epoll event loop of its own
// (h2loop_linux.go, h2loop_tls_linux.go): one goroutine reads each ready
// connection once, handles every whole frame (the same frame handling as
// below), records the streams completed, opens their users' next streams
// (in the open loop it paces the sends, each on a pooled stream) and
// writes each connection's frames in one write per wake-up; in the closed
// loop it naps before each wait (an eighth of the recent service time,
// 50-500 µs; never for a lone user, nor after a turn that moved a large
// response or a request body along) so that a wake-up serves several
// responses per connection rather than one; TLS
// handshakes run on goroutines and hand the session (evtls_linux.go) back
// through an eventfd. Elsewhere (other systems,
// SVC_ENGINE_H2_TRANSPORT=goroutines) each connection has a reader
// goroutine that completes streams and writes the requests they release
// in one write, over raw non-blocking socket calls (h2sock_linux.go), and
// each virtual user is a goroutine. Streams a server did not process
// (above a GOAWAY's last stream id, or REFUSED_STREAM) are sent again on
// another connection, up to h2MaxRetries times (a GOAWAY after streams
// the server processed does not count), not failed. net/http's
// transport remains for redirect hops and as a fallback
// (SVC_ENGINE_H2_TRANSPORT=nethttp, h2.go). Every path hands a redirect to follow (redirect.go),
// which takes each hop as sender.Redirect says, the policy single sends
// follow too; net/http never follows one itself.
//
// Each finished request is recorded into a metrics.Recorder (atomic adds,
// no lock); on the event loops (HTTP/1.1 and HTTP/2) into a
// metrics.LocalRecorder the loop alone writes (plain adds), published to
// the collector every 10 ms and at the loop's end. The run's own goroutine is the only one that collects ticks,
// moves the ramp and capacity steps, evaluates thresholds and calls the
// Hooks; workers hand it samples through a bounded queue they never wait
// on, and the monitor poller hands it points.
//
// loadcore must not allocate per request on the HTTP/1.1 and lean HTTP/2
// hot paths and must not let a worker wait on metrics, samples or hooks.
package loadcore
