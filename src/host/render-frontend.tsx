/**
 * Mounts a screen's React app into every server-rendered container of that screen on the page.
 * Blocks and shortcodes print the same container, so this is the only way an app starts.
 */
/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { ErrorBoundary } from './error-boundary';
import { pageData } from './page-data';

const CONFIG_ATTRIBUTE = 'data-immo-wizards-config';

/**
 * Reads the JSON config the PHP renderer printed into the container.
 *
 * @param element Container element.
 */
function readConfig< Config >( element: HTMLElement ): Config {
	return JSON.parse(
		element.getAttribute( CONFIG_ATTRIBUTE ) || '{}'
	) as Config;
}

/**
 * Whether the server rendered this container on this page: post content can forge a container with
 * any config, but not the page's render token.
 *
 * @param element Container element.
 */
function isServerRendered( element: HTMLElement ): boolean {
	const token = pageData()?.renderToken;
	return !! token && element.dataset.immoWizardsToken === token;
}

/**
 * Renders `Component` into each not yet mounted container matching `selector` once the DOM is ready,
 * inside an error boundary. Containers without this page's render token are left alone.
 *
 * @param selector  Container selector, e.g. `.wp-block-immo-wizards-lead-wizard`.
 * @param Component The screen's app.
 */
export function renderFrontend< Config >(
	selector: string,
	Component: ComponentType< { config: Config } >
): void {
	domReady( () => {
		document
			.querySelectorAll< HTMLElement >(
				`${ selector }[${ CONFIG_ATTRIBUTE }]`
			)
			.forEach( ( element ) => {
				if (
					element.dataset.immoWizardsMounted ||
					! isServerRendered( element )
				) {
					return;
				}
				element.dataset.immoWizardsMounted = 'true';
				createRoot( element ).render(
					<ErrorBoundary>
						<Component config={ readConfig< Config >( element ) } />
					</ErrorBoundary>
				);
			} );
	} );
}
