/**
 * The portal's tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move
 * between the tabs and select them; only the selected tab is in the tab order. A panel is mounted
 * when first selected and kept (hidden) afterwards, so its loaded list stays.
 */
/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useId, useRef, useState } from '@wordpress/element';

export interface TabItem< Id extends string > {
	id: Id;
	label: string;
}

export interface TabsProps< Id extends string > {
	/** Accessible name of the tab list. */
	label: string;
	tabs: TabItem< Id >[];
	selected: Id;
	onSelect: ( id: Id ) => void;
	renderPanel: ( id: Id ) => ReactNode;
	/** Shown at the end of the tab bar, outside the tab list (the logout button). */
	after?: ReactNode;
	/** BEM block for the class names. */
	block: string;
}

export function Tabs< Id extends string >( props: TabsProps< Id > ) {
	const { label, tabs, selected, onSelect, renderPanel, after, block } =
		props;
	const base = 'immo-wizards-tabs-' + useId().replace( /:/g, '' );
	const refs = useRef( new Map< Id, HTMLButtonElement >() );
	const [ visited, setVisited ] = useState< Set< Id > >(
		() => new Set( [ selected ] )
	);
	if ( ! visited.has( selected ) ) {
		setVisited( new Set( visited ).add( selected ) );
	}

	const onKeyDown = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		const index = tabs.findIndex( ( tab ) => tab.id === selected );
		let next: number;
		switch ( event.key ) {
			case 'ArrowRight':
				next = ( index + 1 ) % tabs.length;
				break;
			case 'ArrowLeft':
				next = ( index - 1 + tabs.length ) % tabs.length;
				break;
			case 'Home':
				next = 0;
				break;
			case 'End':
				next = tabs.length - 1;
				break;
			default:
				return;
		}
		event.preventDefault();
		const id = tabs[ next ].id;
		onSelect( id );
		refs.current.get( id )?.focus();
	};

	return (
		<>
			<div className={ `${ block }__tabbar` }>
				<div
					role="tablist"
					aria-label={ label }
					className={ `${ block }__tabs` }
				>
					{ tabs.map( ( tab ) => (
						<button
							key={ tab.id }
							ref={ ( element ) => {
								if ( element ) {
									refs.current.set( tab.id, element );
								} else {
									refs.current.delete( tab.id );
								}
							} }
							type="button"
							role="tab"
							id={ `${ base }-tab-${ tab.id }` }
							aria-controls={ `${ base }-panel-${ tab.id }` }
							aria-selected={ tab.id === selected }
							tabIndex={ tab.id === selected ? 0 : -1 }
							className={ `${ block }__tab` }
							onClick={ () => onSelect( tab.id ) }
							onKeyDown={ onKeyDown }
						>
							{ tab.label }
						</button>
					) ) }
				</div>
				{ after }
			</div>
			{ tabs.map( ( tab ) => (
				<div
					key={ tab.id }
					role="tabpanel"
					id={ `${ base }-panel-${ tab.id }` }
					aria-labelledby={ `${ base }-tab-${ tab.id }` }
					tabIndex={ 0 }
					hidden={ tab.id !== selected }
					className={ `${ block }__panel` }
				>
					{ visited.has( tab.id ) && renderPanel( tab.id ) }
				</div>
			) ) }
		</>
	);
}
