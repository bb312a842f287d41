package sender

import (
	"bufio"
	"compress/zlib"
	"io"
	"strconv"
)

func newZlib(r io.Reader) (io.Reader, error) { return zlib.NewReader(r) }

// chunkedWriter frames a body of unknown length (HTTP/1.1 chunked coding).
type chunkedWriter struct{ w *bufio.Writer }

func newChunkedWriter(w *bufio.Writer) *chunkedWriter { return &chunkedWriter{w: w} }

func (c *chunkedWriter) Write(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if _, err := c.w.WriteString(strconv.FormatInt(int64(len(p)), 16) + "\r\n"); err != nil {
		return 0, err
	}
	n, err := c.w.Write(p)
	if err != nil {
		return n, err
	}
	_, err = c.w.WriteString("\r\n")
	return n, err
}

// Close writes the last chunk.
func (c *chunkedWriter) Close() error {
	_, err := c.w.WriteString("0\r\n\r\n")
	return err
}
