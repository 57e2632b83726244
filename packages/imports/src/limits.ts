// Size limits, checked before any parsing: a file over them is refused whole ('too_large').
/** The web upload limit (and the WhatsApp document limit we accept for statements). */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** An XLSX is a zip: its parts unpacked may not exceed this (a zip bomb stops here). */
export const MAX_XLSX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
/** A statement of more pages than this is refused rather than read for minutes. */
export const MAX_PDF_PAGES = 500;
/** More movements than this in one file is not a statement a person downloads. */
export const MAX_MOVEMENTS = 200_000;
