/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { applyBrowserClasses, detectBrowser } from './detect';
import './style.scss';

export { applyBrowserClasses, detectBrowser } from './detect';

/**
 * Tells visitors on an old Internet Explorer to switch browsers and marks the body
 * (`immo-wizards-not-supported`, or `immo-wizards-legacy` on Windows NT 6.x).
 *
 * @param props           Props.
 * @param props.userAgent The user agent to check (defaults to the browser's).
 */
export function OutdatedBrowser( props: { userAgent?: string } ) {
	const [ check ] = useState( () => detectBrowser( props.userAgent ) );

	useEffect( () => applyBrowserClasses( check ), [ check ] );

	if ( ! check.notSupported ) {
		return null;
	}
	return (
		<p className="immo-wizards-outdated-browser" role="alert">
			{ __(
				'Your browser is outdated. A modern browser is faster and safer.',
				'immo-wizards'
			) }
		</p>
	);
}

export default OutdatedBrowser;
