package sender

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"os"
	"path/filepath"
	"strings"
)

// copyChunk is the buffer a file part is copied through: files are streamed
// in chunks of at most this many bytes, never read whole.
const copyChunk = 32 << 10

// Multipart streams a form-data body with an engine-generated boundary.
//
// It is built by BuildPayload without touching the file system. Its file
// parts are opened by Open (or by WriteTo when Open was not called) and
// closed by WriteTo as each part is written, so WriteTo can run again for
// a resend, such as a 307 redirect, and opens them anew. A Multipart is used
// by one goroutine at a time, except that Len may be called while WriteTo
// runs (after Open), as a sender streaming into a pipe does.
//
// The encoding is mime/multipart.Writer's: each part starts with its
// delimiter line, a text part carries Content-Disposition: form-data;
// name="key", a file part adds filename="..." and its own Content-Type,
// names are escaped as that package escapes them (\ and " backslashed, CR
// and LF as %0D and %0A), and the body ends with the close delimiter.
type Multipart struct {
	boundary string
	parts    []formPart
	// Dir is where a relative src is read from ("" the working directory).
	Dir string
}

// formPart is one enabled row of a form-data body.
type formPart struct {
	field  int    // index in body.fields, for error messages
	header string // delimiter line and part headers, through the blank line
	value  string // a text part's value
	file   bool
	src    string
	f      *os.File // open file of a file part, nil when closed
	// size is the file's size as the last successful Open saw it; -1 before
	// that and for a file that is not regular. Only Open writes it, and
	// WriteTo does not clear it when it closes the file, so Len may run
	// while WriteTo streams the parts Open opened.
	size int64
}

// newMultipart prepares the enabled rows of fields; disabled rows are
// dropped, so their files are never opened.
func newMultipart(fields []bodyField) *Multipart {
	var b [30]byte
	_, _ = rand.Read(b[:]) // never fails (crypto/rand)
	m := &Multipart{boundary: hex.EncodeToString(b[:])}
	for _, f := range fields {
		if !f.enabled {
			continue
		}
		var h strings.Builder
		if len(m.parts) > 0 {
			h.WriteString("\r\n")
		}
		h.WriteString("--" + m.boundary + "\r\n")
		h.WriteString(`Content-Disposition: form-data; name="` + escapeQuotes(f.key) + `"`)
		p := formPart{field: f.index, file: f.file, src: f.src, size: -1}
		if f.file {
			h.WriteString(`; filename="` + escapeQuotes(partFileName(f)) + `"`)
			h.WriteString("\r\nContent-Type: " + partContentType(f))
		} else {
			p.value = f.value
		}
		h.WriteString("\r\n\r\n")
		p.header = h.String()
		m.parts = append(m.parts, p)
	}
	return m
}

// partFileName is a file part's fileName, by default the basename of src.
func partFileName(f bodyField) string {
	if f.fileName != "" || f.src == "" {
		return f.fileName
	}
	return filepath.Base(f.src)
}

// partContentType is a file part's contentType (CR and LF dropped so it
// stays one header line). By default it is guessed by mime.TypeByExtension
// from the extension of src, then of the part's file name, and is
// application/octet-stream when neither is known.
func partContentType(f bodyField) string {
	if f.contentType != "" {
		return strings.NewReplacer("\r", "", "\n", "").Replace(f.contentType)
	}
	for _, name := range []string{f.src, partFileName(f)} {
		if t := mime.TypeByExtension(filepath.Ext(name)); t != "" {
			return t
		}
	}
	return "application/octet-stream"
}

// escapeQuotes escapes a Content-Disposition parameter value as
// mime/multipart does.
func escapeQuotes(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\r", "%0D", "\n", "%0A").Replace(s)
}

// Boundary returns the multipart boundary.
func (m *Multipart) Boundary() string { return m.boundary }

// ContentType returns "multipart/form-data; boundary=<boundary>".
func (m *Multipart) ContentType() string {
	return "multipart/form-data; boundary=" + m.boundary
}

// Open stats and opens every enabled file part not open yet. An enabled
// file part with an empty src, or a file that cannot be opened or is a
// directory, is a *SendError with CodeInternal whose message names the field
// (body.fields[i].src) and the path; the files Open already opened are
// closed again.
func (m *Multipart) Open() error {
	for i := range m.parts {
		p := &m.parts[i]
		if !p.file || p.f != nil {
			continue
		}
		if err := p.open(m.Dir); err != nil {
			_ = m.Close() // only files opened for reading; nothing is lost
			for i := range m.parts {
				m.parts[i].size = -1
			}
			return err
		}
	}
	return nil
}

func (p *formPart) open(dir string) error {
	at := fmt.Sprintf("body.fields[%d].src", p.field)
	if p.src == "" {
		return internalError(nil, at+" is empty: a file part needs a path")
	}
	path := p.src
	if dir != "" && !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	f, err := os.Open(path)
	if err != nil {
		return readError(at, p.src, err)
	}
	fi, err := f.Stat()
	if err == nil && fi.IsDir() {
		err = errors.New("is a directory")
	}
	if err != nil {
		_ = f.Close()
		return readError(at, p.src, err)
	}
	p.f, p.size = f, -1
	if fi.Mode().IsRegular() {
		p.size = fi.Size()
	}
	return nil
}

// readError reports a file part that cannot be read.
func readError(at, src string, err error) *SendError {
	cause := err
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		cause = pe.Err // the path is named once, below
	}
	return internalError(err, fmt.Sprintf("%s: cannot read file %q: %v", at, src, cause))
}

// Len returns the exact length of the body in bytes, with the file sizes
// the last successful Open saw. ok is false until Open has succeeded, and
// for a file part that is not a regular file (its size is not known in
// advance). Len reads nothing WriteTo changes, so it may be called while a
// WriteTo started after Open is running in another goroutine.
func (m *Multipart) Len() (n int64, ok bool) {
	for _, p := range m.parts {
		n += int64(len(p.header))
		if !p.file {
			n += int64(len(p.value))
			continue
		}
		if p.size < 0 {
			return 0, false
		}
		n += p.size
	}
	return n + int64(len(m.closing())), true
}

// closing is the close delimiter that ends the body.
func (m *Multipart) closing() string {
	if len(m.parts) == 0 {
		return "--" + m.boundary + "--\r\n"
	}
	return "\r\n--" + m.boundary + "--\r\n"
}

// WriteTo writes the body to w, opening file parts Open has not, and
// reading each file in chunks of copyChunk bytes (never whole). Each file is
// closed once written; all are closed when WriteTo returns. A regular file
// is sent with the size Open saw: one that grew is cut there, so Len stays
// exact, and one that shrank is an error. An error reading a file is a
// *SendError with CodeInternal naming the field and path; an error from w
// is returned as it is.
func (m *Multipart) WriteTo(w io.Writer) (n int64, err error) {
	defer func() {
		if cerr := m.Close(); err == nil && cerr != nil {
			err = cerr
		}
	}()
	if err := m.Open(); err != nil {
		return 0, err
	}
	buf := make([]byte, copyChunk)
	for i := range m.parts {
		p := &m.parts[i]
		k, err := io.WriteString(w, p.header)
		n += int64(k)
		if err != nil {
			return n, err
		}
		if !p.file {
			k, err := io.WriteString(w, p.value)
			n += int64(k)
			if err != nil {
				return n, err
			}
			continue
		}
		k64, err := p.copyTo(w, buf)
		n += k64
		if err != nil {
			return n, err
		}
	}
	k, err := io.WriteString(w, m.closing())
	return n + int64(k), err
}

// copyTo streams an open file part to w and closes it.
func (p *formPart) copyTo(w io.Writer, buf []byte) (int64, error) {
	at := fmt.Sprintf("body.fields[%d].src", p.field)
	r := &partReader{r: p.f}
	if p.size >= 0 {
		r.r = io.LimitReader(p.f, p.size)
	}
	n, err := io.CopyBuffer(w, r, buf)
	cerr := p.f.Close()
	p.f = nil
	switch {
	case r.err != nil:
		return n, readError(at, p.src, r.err)
	case err != nil:
		return n, err
	case p.size >= 0 && n < p.size:
		return n, internalError(nil, fmt.Sprintf("%s: file %q shrank from %d to %d bytes while being sent", at, p.src, p.size, n))
	case cerr != nil:
		return n, readError(at, p.src, cerr)
	}
	return n, nil
}

// partReader records a read error, so that WriteTo can tell a file that
// failed from a writer that failed.
type partReader struct {
	r   io.Reader
	err error
}

func (r *partReader) Read(b []byte) (int, error) {
	n, err := r.r.Read(b)
	if err != nil && !errors.Is(err, io.EOF) {
		r.err = err
	}
	return n, err
}

// Close closes every open file part.
func (m *Multipart) Close() error {
	var errs []error
	for i := range m.parts {
		p := &m.parts[i]
		if p.f == nil {
			continue
		}
		if err := p.f.Close(); err != nil {
			errs = append(errs, err)
		}
		p.f = nil
	}
	return errors.Join(errs...)
}
