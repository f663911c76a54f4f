// Content (DESIGN.md deviation: admin screens for the blog and gallery).
// Blog posts, published or not, with create/edit/delete and a published
// switch; gallery photos as a grid with add and delete.
import { useState } from "react";
import { FileTextIcon, ImageIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BlogSection } from "../components/content/BlogSection";
import { PhotosSection } from "../components/content/PhotosSection";

export default function ContentTab() {
  const [section, setSection] = useState("blog");
  return (
    <section aria-labelledby="content-heading" className="grid gap-4">
      <div>
        <h2 id="content-heading" className="text-xl font-semibold">
          Content
        </h2>
        <p className="text-sm text-muted-foreground">The community blog and the photo gallery.</p>
      </div>
      <Tabs value={section} onValueChange={setSection}>
        <TabsList aria-label="Content type" className="w-full sm:w-fit">
          <TabsTrigger value="blog">
            <FileTextIcon aria-hidden="true" />
            Blog posts
          </TabsTrigger>
          <TabsTrigger value="photos">
            <ImageIcon aria-hidden="true" />
            Gallery photos
          </TabsTrigger>
        </TabsList>
        <TabsContent value="blog">
          <BlogSection />
        </TabsContent>
        <TabsContent value="photos">
          <PhotosSection />
        </TabsContent>
      </Tabs>
    </section>
  );
}
