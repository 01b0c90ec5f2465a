/**
 * Stands in for `@wordpress/theme` in Jest: the package ships ES modules only (Jest runs CommonJS),
 * and `@wordpress/dataviews` needs nothing of it but the provider of its design tokens (CSS).
 */
import type { ReactNode } from 'react';

export function ThemeProvider( { children }: { children?: ReactNode } ) {
	return children;
}
