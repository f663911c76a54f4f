package api

import "net/http"

// routesPublic registers the calls visitors make without signing in.
func (s *Server) routesPublic(mux *http.ServeMux) {
}
