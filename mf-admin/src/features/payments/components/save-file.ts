/** The kit's file download, shared with the owner's "Add to calendar". */
export { saveTextFile } from '@vetnow/web-kit/save-file';
