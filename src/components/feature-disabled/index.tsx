/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { hasWpConsentApi, openConsentSettings } from '../../host/consent';
import './style.scss';

/**
 * Stands in for a function that needs consent the visitor has not given (map, address search),
 * with a way back to the cookie settings.
 *
 * @param props           Props.
 * @param props.className Extra class name.
 */
export function FeatureDisabled( props: { className?: string } ) {
	return (
		<div
			className={ [ 'immo-wizards-feature-disabled', props.className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<p className="immo-wizards-feature-disabled__text">
				{ __( 'This function has been disabled.', 'immo-wizards' ) }
			</p>
			{ /* With the WP Consent API the site's own consent tool owns the settings. */ }
			{ ! hasWpConsentApi() && (
				<button
					type="button"
					className="immo-wizards-feature-disabled__button"
					onClick={ openConsentSettings }
				>
					{ __( 'Cookie settings', 'immo-wizards' ) }
				</button>
			) }
		</div>
	);
}

export default FeatureDisabled;
