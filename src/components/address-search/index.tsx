/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useId, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PhotonFeature } from '../../api/types';
import { FieldLabel } from '../form/field-parts';
import { useAddressSearch } from './use-address-search';
import './style.scss';

export interface AddressSearchProps {
	/** Visible label of the search field. */
	label: string;
	/** Text of the current selection; shown in the field and never searched. */
	selectedText: string;
	/** Called with the suggestion the visitor picked. */
	onSelect: ( feature: PhotonFeature ) => void;
	/** Text of a suggestion. */
	getOptionLabel: ( feature: PhotonFeature ) => string;
	className?: string;
}

const BLOCK = 'immo-wizards-address-search';

/**
 * Address autocomplete following the ARIA combobox pattern (input with a
 * listbox popup): arrow keys move through the suggestions, Enter picks one,
 * Escape closes the list.
 *
 * @param props                Component props.
 * @param props.label          Visible label.
 * @param props.selectedText   Text of the current selection.
 * @param props.onSelect       Called with the picked feature.
 * @param props.getOptionLabel Text of a suggestion.
 * @param props.className      Extra class name.
 */
export function AddressSearch( {
	label,
	selectedText,
	onSelect,
	getOptionLabel,
	className,
}: AddressSearchProps ) {
	const id = 'immo-wizards-' + useId().replace( /:/g, '' );
	const inputId = `${ id }-input`;
	const listId = `${ id }-list`;
	const [ text, setText ] = useState( selectedText );
	const [ selection, setSelection ] = useState( selectedText );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const { status, results, error } = useAddressSearch( text, selection );

	// A selection made elsewhere (a click on the map) replaces the text.
	useEffect( () => {
		setText( selectedText );
		setSelection( selectedText );
	}, [ selectedText ] );

	useEffect( () => setActive( -1 ), [ results ] );

	// The option the arrow keys reached stays in view in a list that scrolls.
	useEffect( () => {
		if ( active >= 0 ) {
			document
				.getElementById( `${ listId }-${ active }` )
				?.scrollIntoView?.( { block: 'nearest' } );
		}
	}, [ active, listId ] );

	const choose = ( feature: PhotonFeature ) => {
		const chosen = getOptionLabel( feature );
		setText( chosen );
		setSelection( chosen );
		setOpen( false );
		onSelect( feature );
	};

	const hasResults = results.length > 0;
	const noMatch = status === 'done' && ! hasResults;
	const expanded = open && hasResults;

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		switch ( event.key ) {
			case 'ArrowDown':
			case 'ArrowUp': {
				if ( ! hasResults ) {
					return;
				}
				event.preventDefault();
				setOpen( true );
				const step = event.key === 'ArrowDown' ? 1 : -1;
				// From no active option (list just opened) Down goes to the first, Up to the last.
				setActive( ( current ) =>
					expanded && current >= 0
						? ( current + step + results.length ) % results.length
						: Math.max( 0, step === 1 ? 0 : results.length - 1 )
				);
				break;
			}
			case 'Enter':
				if ( expanded && results[ active ] ) {
					event.preventDefault();
					choose( results[ active ] );
				}
				break;
			case 'Escape':
				if ( expanded ) {
					event.preventDefault();
					setOpen( false );
				}
				break;
		}
	};

	let statusText = '';
	if ( open && noMatch ) {
		statusText = __( 'No matching location found', 'immo-wizards' );
	} else if ( open && status === 'error' ) {
		statusText = error;
	}

	return (
		<div
			className={ [ 'immo-wizards-field', BLOCK, className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<FieldLabel htmlFor={ inputId } label={ label } />
			<input
				id={ inputId }
				className={ `immo-wizards-field__input ${ BLOCK }__input` }
				type="text"
				role="combobox"
				autoComplete="off"
				aria-autocomplete="list"
				aria-expanded={ expanded }
				aria-controls={ listId }
				aria-activedescendant={
					expanded && active >= 0
						? `${ listId }-${ active }`
						: undefined
				}
				aria-busy={ status === 'loading' }
				value={ text }
				onChange={ ( event ) => {
					setText( event.target.value );
					setOpen( true );
				} }
				onFocus={ () => setOpen( true ) }
				onBlur={ () => setOpen( false ) }
				onKeyDown={ onKeyDown }
			/>
			<ul
				id={ listId }
				className={ `${ BLOCK }__list` }
				role="listbox"
				aria-label={ label }
				hidden={ ! expanded }
				// Dragging the list's scrollbar must not blur the input (which closes the list).
				onMouseDown={ ( event ) => event.preventDefault() }
			>
				{ expanded &&
					results.map( ( feature, index ) => (
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys.
						<li
							key={ `${ index }-${ getOptionLabel( feature ) }` }
							id={ `${ listId }-${ index }` }
							className={ `${ BLOCK }__option` }
							role="option"
							aria-selected={ index === active }
							// Keep the focus in the input while clicking; the keys
							// are handled by the input (combobox pattern).
							onMouseDown={ ( event ) => event.preventDefault() }
							onClick={ () => choose( feature ) }
						>
							{ getOptionLabel( feature ) }
						</li>
					) ) }
			</ul>
			<p className={ `${ BLOCK }__status` } role="status">
				{ statusText }
			</p>
			<p className="immo-wizards-visually-hidden" aria-live="polite">
				{ expanded
					? sprintf(
							/* translators: %d: number of address suggestions */
							_n(
								'%d suggestion available.',
								'%d suggestions available.',
								results.length,
								'immo-wizards'
							),
							results.length
						)
					: '' }
			</p>
		</div>
	);
}

export { useAddressSearch } from './use-address-search';
