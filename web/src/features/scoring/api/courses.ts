// The club's courses (admin, Settings): list, add, edit, delete. A course
// an event uses cannot be deleted (409 course_in_use).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type { Course, CourseInput } from "../types";

export const COURSES_KEY = ["/api/admin/courses"] as const;

export function useCourses() {
  return useQuery<Course[]>({ queryKey: COURSES_KEY });
}

export function useSaveCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CourseInput }) =>
      id === null ? api.post<Course>(COURSES_KEY[0], input) : api.put<Course>(`${COURSES_KEY[0]}/${id}`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}

export function useDeleteCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<unknown>(`${COURSES_KEY[0]}/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}
