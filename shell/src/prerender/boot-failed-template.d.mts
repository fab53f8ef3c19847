export declare const BOOT_FAILED_TEMPLATE: RegExp;
export declare function withBootFailed(html: string, stylesheet: string, body: string): string;
