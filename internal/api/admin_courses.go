package api

import (
	"net/http"

	"golfclub/internal/golf"
)

// routesAdminCourses registers the club's courses, kept in Settings.
func (s *Server) routesAdminCourses(mux *http.ServeMux) {
	s.admin(mux, "GET /api/admin/courses", s.adminListCourses)
	s.admin(mux, "POST /api/admin/courses", s.adminCreateCourse)
	s.admin(mux, "PUT /api/admin/courses/{id}", s.adminUpdateCourse)
	s.admin(mux, "DELETE /api/admin/courses/{id}", s.adminDeleteCourse)
}

func (s *Server) adminListCourses(w http.ResponseWriter, r *http.Request) error {
	courses, err := s.scoring.Courses(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, courses)
	return nil
}

func (s *Server) adminCreateCourse(w http.ResponseWriter, r *http.Request) error {
	var in golf.Course
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	c, err := s.scoring.CreateCourse(r.Context(), in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, c)
	return nil
}

func (s *Server) adminUpdateCourse(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Course")
	if err != nil {
		return err
	}
	var in golf.Course
	if err := decodeJSON(r, &in); err != nil {
		return err
	}
	c, err := s.scoring.UpdateCourse(r.Context(), id, in)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, c)
	return nil
}

func (s *Server) adminDeleteCourse(w http.ResponseWriter, r *http.Request) error {
	id, err := pathID(r, "id", "Course")
	if err != nil {
		return err
	}
	if err := s.scoring.DeleteCourse(r.Context(), id); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, message{"Course deleted"})
	return nil
}
