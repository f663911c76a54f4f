package blob

import (
	"archive/zip"
	"bytes"
	"io"
)

// Content types Detect answers.
const (
	TypeJPEG = "image/jpeg"
	TypePNG  = "image/png"
	TypeWebP = "image/webp"
	TypeHEIC = "image/heic"
	TypeHEIF = "image/heif"
	TypePDF  = "application/pdf"
	TypeDOC  = "application/msword"
	TypeDOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
)

// heifBrands maps ISO-BMFF brands of HEIC/HEIF stills and sequences to
// their content type.
var heifBrands = map[string]string{
	"heic": TypeHEIC, "heix": TypeHEIC, "heim": TypeHEIC, "heis": TypeHEIC,
	"hevc": TypeHEIC, "hevx": TypeHEIC, "hevm": TypeHEIC, "hevs": TypeHEIC,
	"mif1": TypeHEIF, "msf1": TypeHEIF,
}

// Detect tells, from the bytes alone, whether a file of size bytes is one
// of the accepted payment-slip types (JPEG, PNG, WebP, HEIC/HEIF, PDF, DOC,
// DOCX) and which. The name and the type a client claims are never
// consulted, so an HTML page named slip.jpg is refused.
func Detect(r io.ReaderAt, size int64) (string, bool) {
	head := make([]byte, 64)
	n, err := r.ReadAt(head, 0)
	if err != nil && err != io.EOF {
		return "", false
	}
	head = head[:n]
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF}):
		return TypeJPEG, true
	case bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")):
		return TypePNG, true
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WEBP":
		return TypeWebP, true
	case bytes.HasPrefix(head, []byte("%PDF-")):
		return TypePDF, true
	case bytes.HasPrefix(head, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}):
		return TypeDOC, true
	case bytes.HasPrefix(head, []byte("PK\x03\x04")):
		if isDOCX(r, size) {
			return TypeDOCX, true
		}
		return "", false
	}
	if ct, ok := heifType(head); ok {
		return ct, true
	}
	return "", false
}

// heifType reads the leading ftyp box: its major brand, then its
// compatible brands, decide.
func heifType(head []byte) (string, bool) {
	if len(head) < 12 || string(head[4:8]) != "ftyp" {
		return "", false
	}
	boxSize := int(head[0])<<24 | int(head[1])<<16 | int(head[2])<<8 | int(head[3])
	if boxSize < 16 || boxSize > len(head) {
		boxSize = len(head)
	}
	if ct, ok := heifBrands[string(head[8:12])]; ok {
		return ct, true
	}
	// Compatible brands follow the 4-byte minor version.
	for i := 16; i+4 <= boxSize; i += 4 {
		if ct, ok := heifBrands[string(head[i:i+4])]; ok {
			return ct, true
		}
	}
	return "", false
}

// isDOCX tells a Word document from any other zip (xlsx, a zipped script…)
// by its central directory holding word/document.xml.
func isDOCX(r io.ReaderAt, size int64) bool {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return false
	}
	for _, f := range zr.File {
		if f.Name == "word/document.xml" {
			return true
		}
	}
	return false
}

// Extension is the usual file extension of a type Detect answers.
func Extension(contentType string) string {
	switch contentType {
	case TypeJPEG:
		return ".jpg"
	case TypePNG:
		return ".png"
	case TypeWebP:
		return ".webp"
	case TypeHEIC:
		return ".heic"
	case TypeHEIF:
		return ".heif"
	case TypePDF:
		return ".pdf"
	case TypeDOC:
		return ".doc"
	case TypeDOCX:
		return ".docx"
	}
	return ""
}

// Inline tells whether browsers may show a type in the page rather than
// download it: images they render and PDF.
func Inline(contentType string) bool {
	switch contentType {
	case TypeJPEG, TypePNG, TypeWebP, TypePDF:
		return true
	}
	return false
}
