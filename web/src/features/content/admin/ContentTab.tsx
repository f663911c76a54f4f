// Content (DESIGN.md deviation: admin screens for the blog and gallery).
// Blog posts, published or not, with create/edit/delete and a published
// switch; gallery photos as a grid with add and delete.
import { useState } from "react";
import { FileTextIcon, ImageIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/shared/ui/tabs";
import { BlogSection } from "./BlogSection";
import { PhotosSection } from "./PhotosSection";
import { useT } from "@/shared/i18n/i18n";

export default function ContentTab() {
  const t = useT();
  const [section, setSection] = useState("blog");
  return (
    <section aria-labelledby="content-heading" className="grid gap-4">
      <div>
        <h2 id="content-heading" className="text-xl font-semibold">
          {t("admin.content.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("admin.content.intro")}</p>
      </div>
      <Tabs value={section} onValueChange={setSection}>
        <TabsList aria-label={t("admin.content.typeLabel")} className="w-full sm:w-fit">
          <TabsTrigger value="blog">
            <FileTextIcon aria-hidden="true" />
            {t("admin.content.blogPosts")}
          </TabsTrigger>
          <TabsTrigger value="photos">
            <ImageIcon aria-hidden="true" />
            {t("admin.content.galleryPhotos")}
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
