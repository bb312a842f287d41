package sender

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"os"

	"software.sslmate.com/src/go-pkcs12"

	"github.com/svc-engine/svc-engine/workspace"
)

// LoadClientCert reads a client certificate from its files or inline PEM:
// a PEM pair (an encrypted legacy PEM key is decrypted with the
// passphrase) or a PKCS#12 bundle (decoded with the passphrase).
func LoadClientCert(c workspace.ClientCert) (tls.Certificate, error) {
	if c.PfxPath != "" {
		data, err := os.ReadFile(c.PfxPath)
		if err != nil {
			return tls.Certificate{}, fmt.Errorf("client certificate %s: cannot read pfxPath %s: %w", c.ID, c.PfxPath, err)
		}
		key, cert, chain, err := pkcs12.DecodeChain(data, c.Passphrase)
		if err != nil {
			return tls.Certificate{}, fmt.Errorf("client certificate %s: cannot decode the PKCS#12 file %s (wrong passphrase?): %w", c.ID, c.PfxPath, err)
		}
		out := tls.Certificate{Certificate: [][]byte{cert.Raw}, PrivateKey: key, Leaf: cert}
		for _, ca := range chain {
			out.Certificate = append(out.Certificate, ca.Raw)
		}
		return out, nil
	}
	certPEM, err := pemSource(c.ID, "certPath", c.CertPath, c.CertPEM)
	if err != nil {
		return tls.Certificate{}, err
	}
	keyPEM, err := pemSource(c.ID, "keyPath", c.KeyPath, c.KeyPEM)
	if err != nil {
		return tls.Certificate{}, err
	}
	if c.Passphrase != "" {
		if keyPEM, err = decryptKey(keyPEM, c.Passphrase); err != nil {
			return tls.Certificate{}, fmt.Errorf("client certificate %s: %w", c.ID, err)
		}
	}
	out, err := tls.X509KeyPair(certPEM, keyPEM)
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("client certificate %s: the certificate and key do not load as a pair: %w", c.ID, err)
	}
	return out, nil
}

func pemSource(id, field, path, inline string) ([]byte, error) {
	if inline != "" {
		return []byte(inline), nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("client certificate %s: cannot read %s %s: %w", id, field, path, err)
	}
	return data, nil
}

// decryptKey decrypts a legacy encrypted PEM key ("Proc-Type: 4,ENCRYPTED").
// An unencrypted key is returned as is; encrypted PKCS#8 is refused by name.
func decryptKey(keyPEM []byte, pass string) ([]byte, error) {
	block, _ := pem.Decode(keyPEM)
	if block == nil {
		return nil, errors.New("the key is not PEM")
	}
	if block.Type == "ENCRYPTED PRIVATE KEY" {
		return nil, errors.New("encrypted PKCS#8 keys are not supported: convert the key (openssl pkcs8 -topk8 -nocrypt) or use a PKCS#12 file")
	}
	//nolint:staticcheck // legacy encrypted PEM is what such keys are; no replacement exists in the standard library
	if !x509.IsEncryptedPEMBlock(block) {
		return keyPEM, nil
	}
	//nolint:staticcheck // see above
	der, err := x509.DecryptPEMBlock(block, []byte(pass))
	if err != nil {
		return nil, fmt.Errorf("cannot decrypt the key (wrong passphrase?): %w", err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: block.Type, Bytes: der}), nil
}
