/**
 * A choice among the site's published pages (privacy policy, customer portal).
 */
/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SetupState } from '../../api/setup';

interface Props {
	label: string;
	pages: SetupState[ 'pages' ];
	/** The chosen page's id, 0 for none. */
	value: number;
	onChange: ( id: number ) => void;
	error?: string;
}

export function PageSelect( { label, pages, value, onChange, error }: Props ) {
	// A chosen page that is not published (a draft) is not offered: it shows as no choice.
	const known = pages.some( ( page ) => page.id === value );
	return (
		<div
			className={ `immo-wizards-settings__field${ error ? ' is-invalid' : '' }` }
		>
			<SelectControl
				label={ label }
				value={ known ? String( value ) : '0' }
				options={ [
					{
						value: '0',
						label: __( '— Choose a page —', 'immo-wizards' ),
					},
					...pages.map( ( page ) => ( {
						value: String( page.id ),
						label: page.title || `#${ page.id }`,
					} ) ),
				] }
				onChange={ ( next ) => onChange( Number( next ) ) }
				__nextHasNoMarginBottom
				__next40pxDefaultSize
			/>
			{ error && (
				<p className="immo-wizards-settings__error" role="alert">
					{ error }
				</p>
			) }
		</div>
	);
}
