/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * A field for bots only; people never see or reach it. Its value goes with the request as `hp`.
 *
 * @param props          Props.
 * @param props.block    BEM block of the form: the field sits in `{block}__hp`.
 * @param props.inputRef Receives the input, to read its value on submit.
 */
export function Honeypot( {
	block,
	inputRef,
}: {
	block: string;
	inputRef: RefObject< HTMLInputElement >;
} ) {
	const id = 'immo-wizards-website-' + useId().replace( /:/g, '' );
	return (
		<div className={ `${ block }__hp` } aria-hidden="true">
			<label htmlFor={ id }>{ __( 'Website', 'immo-wizards' ) }</label>
			<input
				ref={ inputRef }
				id={ id }
				name="website"
				type="text"
				tabIndex={ -1 }
				autoComplete="off"
				defaultValue=""
			/>
		</div>
	);
}
