/**
 * Consent for third-party services (map tiles, address search) and statistics (tracking).
 *
 * Several widgets, possibly from several bundles, share one page: the decision lives in
 * localStorage (falling back to a page-wide object) and every change is announced with a
 * `window` event. When the WP Consent API is on the page it is the source of truth, and so it is
 * when the settings say the site's consent plugin decides (even before that plugin's script ran:
 * until then nothing is granted).
 */

export type ConsentDecision = 'accepted' | 'declined';
export type ConsentCategory = 'functional-third-party' | 'statistics';

export const CONSENT_STORAGE_KEY = 'immoWizardsConsent';
const CONSENT_EVENT = 'immo-wizards:consent';
export const CONSENT_SETTINGS_EVENT = 'immo-wizards:consent-settings';
const WP_CONSENT_EVENT = 'wp_listen_for_consent_change';

/** Ask again after a year. */
const MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

interface PageState {
	consentRequired?: boolean;
	wpConsentApi?: boolean;
	consentDecision?: ConsentDecision | null;
	cookieBannerOwner?: object | null;
	/** The id scope of the server-rendered screen that printed the banner (see renderFrontend). */
	cookieBannerScope?: string | null;
	/** Whether the page's inline script hid that banner (a decision is stored). */
	cookieBannerHidden?: boolean;
	/** Hydrations that did not match the server's markup (see renderFrontend). */
	hydrationErrors?: string[];
	/** Consent the framing host page handed over (issue 10); it decides, our banner stays hidden. */
	hostConsent?: HostConsent;
}

/** Per category, as the host page's init message gives it (`maps`: the third-party services). */
export interface HostConsent {
	maps: boolean;
	statistics: boolean;
}

declare global {
	interface Window {
		immoWizardsPage?: PageState;
		wp_has_consent?: ( category: string ) => boolean;
	}
}

/** Page-wide state shared by every bundle of the plugin on the page. */
export function pageState(): PageState {
	window.immoWizardsPage = window.immoWizardsPage || {};
	return window.immoWizardsPage;
}

/**
 * Applies the plugin setting "cookie banner" (the widget config's `consent`).
 *
 * @param options              Options.
 * @param options.required     Whether consent must be asked for; when false everything is allowed.
 * @param options.wpConsentApi Whether the site's consent plugin decides (WP Consent API).
 */
export function configureConsent( {
	required,
	wpConsentApi,
}: {
	required: boolean;
	wpConsentApi?: boolean;
} ): void {
	pageState().consentRequired = required;
	if ( wpConsentApi !== undefined ) {
		pageState().wpConsentApi = wpConsentApi;
	}
}

/** Privacy by default: required unless a widget config said otherwise. */
export function isConsentRequired(): boolean {
	return pageState().consentRequired !== false;
}

/**
 * Applies the consent a framing host page decided (its init message). A category it left out is
 * not granted. From then on the host page decides: our banner is not shown.
 *
 * @param consent The host page's consent.
 */
export function applyHostConsent( consent: HostConsent ): void {
	pageState().hostConsent = consent;
	window.dispatchEvent( new CustomEvent( CONSENT_EVENT, { detail: {} } ) );
}

/** Whether the framing host page decides consent (then our banner stays hidden). */
export function hasHostConsent(): boolean {
	return !! pageState().hostConsent;
}

/** Whether consent comes from the WP Consent API (then our banner stays hidden). */
export function hasWpConsentApi(): boolean {
	return (
		pageState().wpConsentApi === true ||
		typeof window.wp_has_consent === 'function'
	);
}

export function getConsent(): ConsentDecision | null {
	try {
		const raw = window.localStorage.getItem( CONSENT_STORAGE_KEY );
		if ( raw ) {
			const stored = JSON.parse( raw ) as {
				value?: unknown;
				time?: unknown;
			};
			if (
				( stored.value === 'accepted' ||
					stored.value === 'declined' ) &&
				typeof stored.time === 'number' &&
				Date.now() - stored.time < MAX_AGE_MS
			) {
				return stored.value;
			}
		}
	} catch {
		// Storage unavailable or corrupt: fall back to this page's memory.
	}
	return pageState().consentDecision ?? null;
}

export function setConsent( value: ConsentDecision ): void {
	pageState().consentDecision = value;
	try {
		// Storing the decision itself is technically necessary.
		window.localStorage.setItem(
			CONSENT_STORAGE_KEY,
			JSON.stringify( { value, time: Date.now() } )
		);
	} catch {
		// Kept for this page view only.
	}
	window.dispatchEvent(
		new CustomEvent( CONSENT_EVENT, { detail: { value } } )
	);
}

export function hasConsent( category: ConsentCategory ): boolean {
	if ( ! isConsentRequired() ) {
		return true;
	}
	const host = pageState().hostConsent;
	if ( host ) {
		return category === 'statistics' ? host.statistics : host.maps;
	}
	if ( hasWpConsentApi() ) {
		return !! window.wp_has_consent?.(
			category === 'statistics' ? 'statistics' : 'marketing'
		);
	}
	return getConsent() === 'accepted';
}

/**
 * Calls `callback` whenever consent may have changed: in this page (any bundle), in another
 * tab, or through the WP Consent API.
 *
 * @param callback Called without arguments; read the new state with hasConsent().
 * @return Unsubscribe function.
 */
export function subscribe( callback: () => void ): () => void {
	const onStorage = ( event: StorageEvent ) => {
		if ( event.key === CONSENT_STORAGE_KEY ) {
			callback();
		}
	};
	window.addEventListener( CONSENT_EVENT, callback );
	window.addEventListener( 'storage', onStorage );
	document.addEventListener( WP_CONSENT_EVENT, callback );
	return () => {
		window.removeEventListener( CONSENT_EVENT, callback );
		window.removeEventListener( 'storage', onStorage );
		document.removeEventListener( WP_CONSENT_EVENT, callback );
	};
}

/** Shows the cookie banner again (e.g. from a "disabled function" notice). */
export function openConsentSettings(): void {
	window.dispatchEvent( new CustomEvent( CONSENT_SETTINGS_EVENT ) );
}
