export const NOT_SUPPORTED_CLASS = 'immo-wizards-not-supported';
export const LEGACY_CLASS = 'immo-wizards-legacy';

export interface BrowserCheck {
	/** Old Internet Explorer (MSIE up to 10, Trident = 11). */
	notSupported: boolean;
	/** Windows NT 6.x (Vista, 7, 8, 8.1). */
	legacy: boolean;
}

export function detectBrowser(
	userAgent: string = window.navigator.userAgent
): BrowserCheck {
	return {
		notSupported: /MSIE |Trident\//.test( userAgent ),
		legacy: /Windows NT 6\.\d/.test( userAgent ),
	};
}

/**
 * Marks the page body so that themes and our styles can react to old systems.
 *
 * @param check The result of detectBrowser().
 */
export function applyBrowserClasses( check: BrowserCheck ): void {
	if ( check.notSupported ) {
		document.body.classList.add( NOT_SUPPORTED_CLASS );
	}
	if ( check.legacy ) {
		document.body.classList.add( LEGACY_CLASS );
	}
}
