/**
 * What the server printed for the view scripts as an inline script (PHP: `ImmoWizards\Blocks\Page_Data`).
 * Unlike a container's `data-*` config, post content cannot forge it: an author without
 * `unfiltered_html` may write `data-*` attributes, but no script.
 */
declare global {
	interface Window {
		immoWizardsServer?: unknown;
	}
}

export interface PageData {
	/** Marks the containers this page's server rendered (`data-immo-wizards-token`). */
	renderToken: string;
	/** The REST root, e.g. `https://example.org/wp-json/`. */
	restRoot: string;
	/** External endpoints an admin allowed as submit targets. */
	submitEndpoints: string[];
	/** The post the page shows, for the funnel statistics (0: none, e.g. the standalone pages). */
	postId: number;
	/** Only on the standalone pages (issue 10): the host origins allowed to frame and talk to them. */
	embed?: EmbedData;
}

export interface EmbedData {
	standalone: true;
	/** Exact origins, `scheme://host[:port]`. */
	origins: string[];
}

export const isHttpUrl = ( value: unknown ): value is string => {
	if ( typeof value !== 'string' ) {
		return false;
	}
	try {
		return [ 'http:', 'https:' ].includes( new URL( value ).protocol );
	} catch {
		return false;
	}
};

/** Host names and IPv6 literals: no wildcard, no user info. */
const ORIGIN =
	/^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * An exact origin as the server lists it (`https://agency.example`, no path, lower case).
 *
 * @param value A value.
 */
const isOrigin = ( value: unknown ): value is string =>
	isHttpUrl( value ) &&
	ORIGIN.test( value ) &&
	new URL( value ).origin === value;

/**
 * The `embed` key of the page data, or undefined when it is absent or malformed.
 *
 * @param raw The key's value.
 */
function embedData( raw: unknown ): EmbedData | undefined {
	const { standalone, origins } = ( raw ?? {} ) as Record< string, unknown >;
	if ( standalone !== true || ! Array.isArray( origins ) ) {
		return undefined;
	}
	return { standalone, origins: origins.filter( isOrigin ) };
}

/**
 * The page data, or null when it is missing or malformed. Only a plain object counts: an element
 * with `id="immoWizardsServer"` in the content also shows up as `window.immoWizardsServer`.
 */
export function pageData(): PageData | null {
	const raw = window.immoWizardsServer;
	if (
		typeof raw !== 'object' ||
		raw === null ||
		Object.getPrototypeOf( raw ) !== Object.prototype
	) {
		return null;
	}
	const { renderToken, restRoot, submitEndpoints, embed, postId } =
		raw as Record< string, unknown >;
	if (
		typeof renderToken !== 'string' ||
		! /^[0-9a-f]{32}$/.test( renderToken ) ||
		! isHttpUrl( restRoot ) ||
		! Array.isArray( submitEndpoints )
	) {
		return null;
	}
	const standalone = embedData( embed );
	return {
		renderToken,
		restRoot,
		submitEndpoints: submitEndpoints.filter(
			( url ): url is string =>
				isHttpUrl( url ) && url.startsWith( 'https://' )
		),
		postId:
			Number.isSafeInteger( postId ) && ( postId as number ) > 0
				? ( postId as number )
				: 0,
		...( standalone ? { embed: standalone } : {} ),
	};
}

/** The embedding data of a standalone page; undefined on block and shortcode pages. */
export function embedPage(): EmbedData | undefined {
	return pageData()?.embed;
}
