/** The desktop icon sizes `npm run icons` draws (scripts/icons.ts), as electron-builder reads them (build/). */
export const LINUX_ICON_SIZES = [16, 32, 48, 64, 128, 256, 512] as const;
export const WINDOWS_ICON_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;
