// Types of scripts/make-icons.js, for tests/unit/desktop-icons.test.ts.
export const VIEW: number;
export const PNG_SIZES: number[];
export function svg(): string;
export function render(size: number): Uint8Array;
export function png(size: number): Buffer;
export function ico(pngs: Map<number, Buffer>): Buffer;
export function icns(pngs: Map<number, Buffer>): Buffer;
export function iconFiles(): Map<string, Buffer>;
