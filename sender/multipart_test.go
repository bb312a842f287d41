package sender

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"mime/multipart"
	"net/textproto"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/svc-engine/svc-engine/workspace"
)

// formBody returns a form-data body union with rows, each a JSON object.
func formBody(rows ...string) json.RawMessage {
	return json.RawMessage(`{"mode":"form-data","fields":[` + strings.Join(rows, ",") + `]}`)
}

// fileRow returns a file part row for src with extra members appended.
func fileRow(key, src, extra string) string {
	row := `{"key":` + string(workspace.Quote(key)) + `,"type":"file","src":` + string(workspace.Quote(src))
	if extra != "" {
		row += "," + extra
	}
	return row + "}"
}

// writeFile creates name in dir with data and returns its path.
func writeFile(t *testing.T, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// buildMultipart builds the Multipart of a form-data body.
func buildMultipart(t *testing.T, body json.RawMessage) *Multipart {
	t.Helper()
	p, err := BuildPayload("POST", body)
	if err != nil {
		t.Fatalf("BuildPayload(%s): %v", body, err)
	}
	if p.Multipart == nil {
		t.Fatalf("BuildPayload(%s) made no Multipart", body)
	}
	t.Cleanup(func() { _ = p.Multipart.Close() })
	return p.Multipart
}

// part is a form-data part as mime/multipart reads it back.
type part struct {
	Name, FileName, ContentType, Data string
}

// readParts parses a multipart body with mime/multipart.Reader.
func readParts(t *testing.T, body []byte, boundary string) []part {
	t.Helper()
	r := multipart.NewReader(bytes.NewReader(body), boundary)
	var out []part
	for {
		p, err := r.NextPart()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatalf("NextPart: %v\nbody:\n%s", err, body)
		}
		data, err := io.ReadAll(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, part{Name: p.FormName(), FileName: p.FileName(), ContentType: p.Header.Get("Content-Type"), Data: string(data)})
	}
}

func TestMultipartParsesBackWithMimeMultipart(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	png := writeFile(t, dir, "photo.png", []byte("\x89PNG\r\n\x1a\nnot really"))
	data := writeFile(t, dir, "upload-1234", []byte("--looks like a boundary\r\n"))
	plain := writeFile(t, dir, "blob.svc-unknown-ext", []byte{0, 1, 2, 255})
	body := formBody(
		`{"key":"name","value":"Ada Lovelace"}`,
		`{"key":"off","value":"never sent","enabled":false}`,
		fileRow("photo", png, ""),
		fileRow("off-file", filepath.Join(dir, "missing.bin"), `"enabled":false`),
		fileRow("doc", data, `"fileName":"report.json"`),
		fileRow("typed", plain, `"fileName":"x.png","contentType":"text/csv; charset=utf-8"`),
		fileRow("blob", plain, ""),
		`{"key":"we\"ird\\name\r\n","value":"multi\r\nline","enabled":"yes"}`,
		`{"key":"empty"}`,
	)
	m := buildMultipart(t, body)
	if err := m.Open(); err != nil {
		t.Fatalf("Open: %v", err)
	}
	size, ok := m.Len()
	if !ok {
		t.Fatalf("Len after Open is unknown")
	}
	var buf bytes.Buffer
	n, err := m.WriteTo(&buf)
	if err != nil {
		t.Fatalf("WriteTo: %v", err)
	}
	if n != int64(buf.Len()) || size != n {
		t.Errorf("WriteTo wrote %d bytes, returned %d, Len said %d", buf.Len(), n, size)
	}
	want := []part{
		{Name: "name", Data: "Ada Lovelace"},
		{Name: "photo", FileName: "photo.png", ContentType: "image/png", Data: "\x89PNG\r\n\x1a\nnot really"},
		{Name: "doc", FileName: "report.json", ContentType: "application/json", Data: "--looks like a boundary\r\n"},
		{Name: "typed", FileName: "x.png", ContentType: "text/csv; charset=utf-8", Data: "\x00\x01\x02\xff"},
		{Name: "blob", FileName: "blob.svc-unknown-ext", ContentType: "application/octet-stream", Data: "\x00\x01\x02\xff"},
		{Name: "we\"ird\\name%0D%0A", Data: "multi\r\nline"},
		{Name: "empty"},
	}
	if diff := cmp.Diff(want, readParts(t, buf.Bytes(), m.Boundary())); diff != "" {
		t.Errorf("parts read back (-want +got):\n%s", diff)
	}
}

func TestMultipartEncodesExactlyAsMimeMultipartWriter(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	src := writeFile(t, dir, "a.txt", []byte("file body"))
	m := buildMultipart(t, formBody(
		`{"key":"k\"q","value":"v"}`,
		fileRow("f\\n", src, `"fileName":"na\"me.bin","contentType":"image/gif"`),
		`{"key":"last","value":""}`,
	))
	var got bytes.Buffer
	if _, err := m.WriteTo(&got); err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	w := multipart.NewWriter(&want)
	if err := w.SetBoundary(m.Boundary()); err != nil {
		t.Fatal(err)
	}
	_ = w.WriteField(`k"q`, "v")
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", multipart.FileContentDisposition(`f\n`, `na"me.bin`))
	h.Set("Content-Type", "image/gif")
	pw, _ := w.CreatePart(h)
	_, _ = io.WriteString(pw, "file body")
	_ = w.WriteField("last", "")
	_ = w.Close()
	if diff := cmp.Diff(want.String(), got.String()); diff != "" {
		t.Errorf("body (-mime/multipart +ours):\n%s", diff)
	}
}

func TestMultipartBoundaryIsFreshAndInTheContentType(t *testing.T) {
	t.Parallel()
	a := buildMultipart(t, formBody())
	b := buildMultipart(t, formBody())
	if a.Boundary() == b.Boundary() {
		t.Errorf("two bodies share the boundary %q", a.Boundary())
	}
	if len(a.Boundary()) != 60 || strings.Trim(a.Boundary(), "0123456789abcdef") != "" {
		t.Errorf("boundary %q, want 60 hex digits", a.Boundary())
	}
	if want := "multipart/form-data; boundary=" + a.Boundary(); a.ContentType() != want {
		t.Errorf("ContentType() = %q, want %q", a.ContentType(), want)
	}
}

func TestMultipartWithoutEnabledRowsIsOnlyTheCloseDelimiter(t *testing.T) {
	t.Parallel()
	m := buildMultipart(t, formBody(`{"key":"off","enabled":false}`, fileRow("f", "/nonexistent/x", `"enabled":false`)))
	var buf bytes.Buffer
	if _, err := m.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if want := "--" + m.Boundary() + "--\r\n"; buf.String() != want {
		t.Errorf("body %q, want %q", buf.String(), want)
	}
	if n, ok := m.Len(); !ok || n != int64(buf.Len()) {
		t.Errorf("Len() = %d, %v; want %d, true", n, ok, buf.Len())
	}
	if got := readParts(t, buf.Bytes(), m.Boundary()); len(got) != 0 {
		t.Errorf("parts %v, want none", got)
	}
}

func TestMultipartLenIsKnownOnlyOnceFilesAreOpen(t *testing.T) {
	t.Parallel()
	src := writeFile(t, t.TempDir(), "a.bin", []byte("12345"))
	m := buildMultipart(t, formBody(`{"key":"t","value":"v"}`, fileRow("f", src, "")))
	if n, ok := m.Len(); ok {
		t.Errorf("Len() before Open = %d, true; want unknown", n)
	}
	text := buildMultipart(t, formBody(`{"key":"t","value":"v"}`))
	if _, ok := text.Len(); !ok {
		t.Errorf("Len() of a text-only body is unknown; it needs no Open")
	}
	if err := m.Open(); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Len(); !ok {
		t.Errorf("Len() after Open is unknown")
	}
}

func TestDisabledFilePartIsNeitherOpenedNorSent(t *testing.T) {
	t.Parallel()
	missing := filepath.Join(t.TempDir(), "does", "not", "exist.bin")
	m := buildMultipart(t, formBody(
		fileRow("gone", missing, `"enabled":false`),
		`{"key":"kept","value":"1"}`,
	))
	if err := m.Open(); err != nil {
		t.Fatalf("Open with a disabled missing file: %v", err)
	}
	var buf bytes.Buffer
	if _, err := m.WriteTo(&buf); err != nil {
		t.Fatalf("WriteTo with a disabled missing file: %v", err)
	}
	if diff := cmp.Diff([]part{{Name: "kept", Data: "1"}}, readParts(t, buf.Bytes(), m.Boundary())); diff != "" {
		t.Errorf("parts (-want +got):\n%s", diff)
	}
	if strings.Contains(buf.String(), "gone") {
		t.Errorf("the disabled part shows in the body:\n%s", buf.String())
	}
}

func TestUnreadableFilePartFailsNamingTheFieldAndThePath(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ok := writeFile(t, dir, "ok.txt", []byte("fine"))
	missing := filepath.Join(dir, "missing.txt")
	tests := []struct {
		name   string
		body   json.RawMessage
		field  string
		path   string
		target error // matched with errors.Is when set
	}{
		{"an empty src", formBody(`{"key":"t"}`, fileRow("f", "", "")), "body.fields[1].src", "", nil},
		{"an absent src", formBody(`{"key":"f","type":"file"}`), "body.fields[0].src", "", nil},
		{"a missing file", formBody(`{"key":"t"}`, `{"key":"d","enabled":false}`, fileRow("f", missing, "")), "body.fields[2].src", missing, fs.ErrNotExist},
		{"a directory", formBody(fileRow("f", dir, "")), "body.fields[0].src", dir, nil},
		{"a missing file after a readable one", formBody(fileRow("a", ok, ""), fileRow("b", missing, "")), "body.fields[1].src", missing, fs.ErrNotExist},
	}
	for _, tt := range tests {
		for _, how := range []string{"Open", "WriteTo"} {
			t.Run(how+" on "+tt.name, func(t *testing.T) {
				t.Parallel()
				m := buildMultipart(t, tt.body)
				var err error
				var out bytes.Buffer
				if how == "Open" {
					err = m.Open()
				} else {
					_, err = m.WriteTo(&out)
				}
				var se *SendError
				if !errors.As(err, &se) || se.Code != CodeInternal {
					t.Fatalf("%s error %v, want a *SendError %s", how, err, CodeInternal)
				}
				if !strings.Contains(se.Message, tt.field) || !strings.Contains(se.Message, tt.path) {
					t.Errorf("message %q does not name %s and %q", se.Message, tt.field, tt.path)
				}
				if tt.target != nil && !errors.Is(err, tt.target) {
					t.Errorf("errors.Is(%v, %v) = false", err, tt.target)
				}
				if out.Len() != 0 {
					t.Errorf("WriteTo wrote %d bytes before failing; a send must fail before it happens", out.Len())
				}
				for i, p := range m.parts {
					if p.f != nil {
						t.Errorf("part %d is left open after the failure", i)
					}
				}
				if n, ok := m.Len(); ok {
					t.Errorf("Len() after a failed %s = %d, true; want unknown", how, n)
				}
			})
		}
	}
}

func TestUnreadablePermissionsFailTheOpen(t *testing.T) {
	t.Parallel()
	if os.Geteuid() == 0 {
		t.Skip("root reads files whatever their mode")
	}
	src := writeFile(t, t.TempDir(), "secret.txt", []byte("x"))
	if err := os.Chmod(src, 0); err != nil {
		t.Fatal(err)
	}
	err := buildMultipart(t, formBody(fileRow("f", src, ""))).Open()
	var se *SendError
	if !errors.As(err, &se) || !errors.Is(err, fs.ErrPermission) || !strings.Contains(se.Message, src) {
		t.Fatalf("Open error %v, want a *SendError naming %s and wrapping fs.ErrPermission", err, src)
	}
}

// countingWriter counts bytes and remembers the largest single write.
type countingWriter struct {
	n, maxWrite int64
}

func (w *countingWriter) Write(b []byte) (int, error) {
	w.n += int64(len(b))
	w.maxWrite = max(w.maxWrite, int64(len(b)))
	return len(b), nil
}

// Not parallel: it measures the bytes allocated while the body is written.
func TestMultipartStreamsALargeFileInChunks(t *testing.T) {
	const size = 20 << 20
	src := filepath.Join(t.TempDir(), "big.bin")
	f, err := os.Create(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(size); err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt([]byte("tail"), size-4); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	m := buildMultipart(t, formBody(`{"key":"t","value":"v"}`, fileRow("big", src, "")))
	if err := m.Open(); err != nil {
		t.Fatal(err)
	}
	want, ok := m.Len()
	if !ok {
		t.Fatal("Len after Open is unknown")
	}
	if overhead := want - size; overhead <= 0 || overhead > 1024 {
		t.Errorf("Len() = %d for a %d-byte file; the parts' overhead should be small", want, size)
	}

	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	var w countingWriter
	n, err := m.WriteTo(&w)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if n != want || w.n != want {
		t.Errorf("WriteTo returned %d and wrote %d bytes, Len said %d", n, w.n, want)
	}
	if w.maxWrite > copyChunk {
		t.Errorf("largest write %d bytes, want at most %d: the file must be streamed in chunks", w.maxWrite, copyChunk)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 4<<20 {
		t.Errorf("WriteTo allocated %d bytes for a %d-byte file: it must not be read whole", alloc, size)
	}
}

func TestMultipartCanBeWrittenAgainForAResend(t *testing.T) {
	t.Parallel()
	src := writeFile(t, t.TempDir(), "a.txt", []byte("again"))
	m := buildMultipart(t, formBody(fileRow("f", src, ""), `{"key":"t","value":"v"}`))
	var first, second bytes.Buffer
	if _, err := m.WriteTo(&first); err != nil {
		t.Fatal(err)
	}
	if _, err := m.WriteTo(&second); err != nil {
		t.Fatal(err)
	}
	if first.String() != second.String() {
		t.Errorf("the second write differs:\n%s\nvs\n%s", first.String(), second.String())
	}
	for i, p := range m.parts {
		if p.f != nil {
			t.Errorf("part %d stays open after WriteTo", i)
		}
	}
}

func TestMultipartSendsTheSizeOpenSaw(t *testing.T) {
	t.Parallel()
	t.Run("a file that grew after Open is cut to the size Len reported", func(t *testing.T) {
		t.Parallel()
		src := writeFile(t, t.TempDir(), "grow.txt", []byte("abc"))
		m := buildMultipart(t, formBody(fileRow("f", src, "")))
		if err := m.Open(); err != nil {
			t.Fatal(err)
		}
		want, _ := m.Len()
		if err := os.WriteFile(src, []byte("abcdef"), 0o600); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := m.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		if int64(buf.Len()) != want {
			t.Errorf("wrote %d bytes, Len said %d", buf.Len(), want)
		}
		if diff := cmp.Diff([]part{{Name: "f", FileName: "grow.txt", ContentType: "text/plain; charset=utf-8", Data: "abc"}}, readParts(t, buf.Bytes(), m.Boundary())); diff != "" {
			t.Errorf("parts (-want +got):\n%s", diff)
		}
	})
	t.Run("a file that shrank after Open fails naming the field", func(t *testing.T) {
		t.Parallel()
		src := writeFile(t, t.TempDir(), "shrink.txt", []byte("abcdef"))
		m := buildMultipart(t, formBody(fileRow("f", src, "")))
		if err := m.Open(); err != nil {
			t.Fatal(err)
		}
		if err := os.Truncate(src, 2); err != nil {
			t.Fatal(err)
		}
		_, err := m.WriteTo(io.Discard)
		var se *SendError
		if !errors.As(err, &se) || se.Code != CodeInternal || !strings.Contains(se.Message, "body.fields[0].src") {
			t.Fatalf("WriteTo error %v, want a *SendError naming body.fields[0].src", err)
		}
	})
}

// failingWriter fails every write.
type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

func TestMultipartReturnsTheWritersErrorAsItIs(t *testing.T) {
	t.Parallel()
	src := writeFile(t, t.TempDir(), "a.txt", []byte("x"))
	m := buildMultipart(t, formBody(fileRow("f", src, "")))
	boom := errors.New("connection reset")
	_, err := m.WriteTo(failingWriter{boom})
	if !errors.Is(err, boom) {
		t.Fatalf("WriteTo error %v, want %v", err, boom)
	}
	var se *SendError
	if errors.As(err, &se) {
		t.Errorf("a writer's error came back as a *SendError %v", se)
	}
	if m.parts[0].f != nil {
		t.Errorf("the file stays open after a failed write")
	}
}

func TestFilePartContentTypeDefaults(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		f    bodyField
		want string
	}{
		{"a stated contentType wins", bodyField{src: "/a.png", contentType: "text/x"}, "text/x"},
		{"CR and LF are dropped from a stated contentType", bodyField{src: "/a.png", contentType: "text/x\r\nX-Evil: 1"}, "text/xX-Evil: 1"},
		{"the extension of src is guessed", bodyField{src: "/d/a.png", fileName: "b.gif"}, "image/png"},
		{"the file name is guessed when src has no extension", bodyField{src: "/d/upload", fileName: "b.gif"}, "image/gif"},
		{"an unknown extension is application/octet-stream", bodyField{src: "/d/a.svc-unknown-ext"}, "application/octet-stream"},
		{"no extension is application/octet-stream", bodyField{src: "/d/a"}, "application/octet-stream"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := partContentType(tt.f); got != tt.want {
				t.Errorf("partContentType(%+v) = %q, want %q", tt.f, got, tt.want)
			}
		})
	}
}

func TestMultipartLenMayRunWhileWriteToStreamsIntoAPipe(t *testing.T) {
	t.Parallel()
	src := writeFile(t, t.TempDir(), "a.bin", bytes.Repeat([]byte("x"), 3*copyChunk+5))
	m := buildMultipart(t, formBody(fileRow("f", src, ""), `{"key":"t","value":"v"}`))
	if err := m.Open(); err != nil {
		t.Fatal(err)
	}
	pr, pw := io.Pipe()
	done := make(chan error, 1) // the writer never waits on the test
	go func() {
		_, err := m.WriteTo(pw)
		pw.CloseWithError(err)
		done <- err
	}()
	want, ok := m.Len()
	if !ok {
		t.Fatal("Len after Open is unknown")
	}
	got, err := io.ReadAll(pr)
	if err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if int64(len(got)) != want {
		t.Errorf("read %d bytes, Len said %d", len(got), want)
	}
	if n, ok := m.Len(); !ok || n != want {
		t.Errorf("Len() after WriteTo = %d, %v; want the size Open saw, %d", n, ok, want)
	}
}
