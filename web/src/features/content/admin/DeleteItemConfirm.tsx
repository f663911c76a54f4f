// The delete confirmation of one titled item of the Content tab (a blog
// post, a photo): asks, deletes, and toasts how it went; the dialog stays
// open for a retry when the delete fails.
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { ConfirmDelete } from "@/shared/ui/admin/ConfirmDelete";
import { useT, type MessageId } from "@/shared/i18n/i18n";

export interface DeleteItemTexts {
  /** The dialog's title and its text (which gets the item's {title}). */
  title: MessageId;
  text: MessageId;
  /** The toasts after the delete. */
  deleted: MessageId;
  failed: MessageId;
}

export function DeleteItemConfirm<T extends { id: number; title: string }>({
  item,
  onClose,
  remove,
  texts,
}: {
  /** The item asked about; null: the dialog is closed. */
  item: T | null;
  onClose: () => void;
  remove: (id: number) => Promise<unknown>;
  texts: DeleteItemTexts;
}) {
  const t = useT();
  const confirm = async () => {
    if (!item) return false;
    try {
      await remove(item.id);
      toast({ title: t(texts.deleted), description: item.title });
      return true;
    } catch (err) {
      toast({
        title: t(texts.failed),
        description: errorMessage(err, t("admin.content.tryAgain")),
        variant: "destructive",
      });
      return false;
    }
  };
  return (
    <ConfirmDelete
      open={item !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t(texts.title)}
      description={item ? t(texts.text, { title: item.title }) : ""}
      onConfirm={confirm}
    />
  );
}
