/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ChevronLeftIcon } from '../icons';

export function BackButton( { onClick }: { onClick: () => void } ) {
	const label = __( 'Back', 'immo-wizards' );
	return (
		<button
			type="button"
			className="wp-block-immo-wizards-lead-wizard__icon-button"
			aria-label={ label }
			title={ label }
			onClick={ onClick }
		>
			<ChevronLeftIcon />
		</button>
	);
}
