/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDomId } from '../../host/dom-id';

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
	const id = useDomId( 'website' );
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
