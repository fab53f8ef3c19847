/**
 * Hands `text` to the browser as a file named `fileName` (the download starts from a click on a temporary link): a
 * CSV export, an iCalendar event (a phone opens it in its calendar app, a desktop saves or opens it).
 */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
