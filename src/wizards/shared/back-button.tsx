/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ChevronLeftIcon } from './icons/arrows';

interface BackButtonProps {
	/** BEM block of the wizard, e.g. 'wp-block-immo-wizards-lead-wizard'. */
	block: string;
	onClick: () => void;
}

export function BackButton( { block, onClick }: BackButtonProps ) {
	const label = __( 'Back', 'immo-wizards' );
	return (
		<button
			type="button"
			className={ `${ block }__icon-button` }
			aria-label={ label }
			title={ label }
			onClick={ onClick }
		>
			<ChevronLeftIcon />
		</button>
	);
}
