// The shapes of the club's content as the API sends them: the gallery,
// the blog, and the contact form's messages (docs/api.md).

export interface Photo {
  id: number;
  title: string;
  caption: string;
  url: string;
  category: "tournaments" | "social" | "course" | (string & {});
  createdAt: string;
}

export interface PhotoPage {
  photos: Photo[];
  total: number;
  /** offset of the next page, or null when there is none */
  nextOffset: number | null;
}

export interface BlogPost {
  id: number;
  title: string;
  content: string;
  image: string;
  category: string;
  createdAt: string;
}

/** A post in the admin's list, drafts included. */
export interface AdminBlogPost extends BlogPost {
  isPublished: boolean;
  updatedAt: string;
}

export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Subscription Information",
  "Event Booking",
  "Golf Lessons",
  "Other",
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** A message sent through the contact form, as the admin's inbox lists it. */
export interface ContactMessage {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject;
  message: string;
  isRead: boolean;
  createdAt: string;
}
