/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useDomId } from '../../host/dom-id';
import './style.scss';

export interface RegionOption {
	id: number;
	name: string;
	checked: boolean | 'mixed';
	children?: RegionOption[];
}

export interface RegionSelectProps {
	/** Visible label of the dropdown. */
	label: string;
	/** Text of the button: what is selected. */
	summary: string;
	options: RegionOption[];
	/** A region was clicked or toggled with Space / Enter. */
	onToggle: ( id: number ) => void;
	className?: string;
}

interface VisibleItem {
	option: RegionOption;
	parent: number | null;
	level: number;
}

function visibleItems(
	options: RegionOption[],
	expanded: Set< number >,
	parent: number | null = null,
	level = 1
): VisibleItem[] {
	return options.flatMap( ( option ) => [
		{ option, parent, level },
		...( option.children?.length && expanded.has( option.id )
			? visibleItems( option.children, expanded, option.id, level + 1 )
			: [] ),
	] );
}

const BLOCK = 'immo-wizards-region-select';

/**
 * The regions dropdown: a button showing what is selected and a tree of
 * checkable regions (WAI-ARIA tree, multi-select). Groups expand; keyboard:
 * arrows move and expand/collapse, Home/End, Space/Enter toggle, Escape
 * closes.
 *
 * @param props The props.
 */
export function RegionSelect( props: RegionSelectProps ) {
	const { label, summary, options, onToggle, className } = props;
	const [ open, setOpen ] = useState( false );
	const [ expanded, setExpanded ] = useState< Set< number > >(
		() => new Set()
	);
	const [ focused, setFocused ] = useState< number | null >( null );
	const rootRef = useRef< HTMLDivElement >( null );
	const buttonRef = useRef< HTMLButtonElement >( null );
	const itemRefs = useRef( new Map< number, HTMLLIElement >() );
	const id = useDomId( 'regions' );
	const items = visibleItems( options, expanded );
	const current =
		items.find( ( item ) => item.option.id === focused ) ?? items[ 0 ];

	const currentId = current?.option.id;
	useEffect( () => {
		if ( open && currentId !== undefined ) {
			itemRefs.current.get( currentId )?.focus();
		}
	}, [ open, currentId ] );

	useEffect( () => {
		if ( ! open ) {
			return;
		}
		const close = ( event: MouseEvent ) => {
			if ( ! rootRef.current?.contains( event.target as Node ) ) {
				setOpen( false );
			}
		};
		document.addEventListener( 'mousedown', close );
		return () => document.removeEventListener( 'mousedown', close );
	}, [ open ] );

	const setGroup = ( group: number, show: boolean ) =>
		setExpanded( ( previous ) => {
			const next = new Set( previous );
			if ( show ) {
				next.add( group );
			} else {
				next.delete( group );
			}
			return next;
		} );

	const close = () => {
		setOpen( false );
		buttonRef.current?.focus();
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( ! current ) {
			return;
		}
		const index = items.indexOf( current );
		const { option, parent } = current;
		const isGroup = !! option.children?.length;
		const move = ( target: VisibleItem | undefined ) => {
			if ( target ) {
				setFocused( target.option.id );
			}
		};
		switch ( event.key ) {
			case 'ArrowDown':
				move( items[ index + 1 ] );
				break;
			case 'ArrowUp':
				move( items[ index - 1 ] );
				break;
			case 'Home':
				move( items[ 0 ] );
				break;
			case 'End':
				move( items[ items.length - 1 ] );
				break;
			case 'ArrowRight':
				if ( isGroup && ! expanded.has( option.id ) ) {
					setGroup( option.id, true );
				} else if ( isGroup ) {
					move( items[ index + 1 ] );
				}
				break;
			case 'ArrowLeft':
				if ( isGroup && expanded.has( option.id ) ) {
					setGroup( option.id, false );
				} else if ( parent !== null ) {
					move( items.find( ( item ) => item.option.id === parent ) );
				}
				break;
			case ' ':
			case 'Enter':
				onToggle( option.id );
				break;
			case 'Escape':
				close();
				break;
			case 'Tab':
				// Focus leaves from the button: the tree is gone after this key.
				close();
				return;
			default:
				return;
		}
		event.preventDefault();
	};

	const renderItems = ( list: RegionOption[], level: number ) =>
		list.map( ( option ) => {
			const isGroup = !! option.children?.length;
			const isExpanded = expanded.has( option.id );
			return (
				// Keys are handled by the tree (roving focus), as the tree pattern has it.
				// eslint-disable-next-line jsx-a11y/click-events-have-key-events
				<li
					key={ option.id }
					ref={ ( element ) => {
						if ( element ) {
							itemRefs.current.set( option.id, element );
						} else {
							itemRefs.current.delete( option.id );
						}
					} }
					role="treeitem"
					className={ `${ BLOCK }__item` }
					aria-level={ level }
					aria-checked={ option.checked }
					aria-expanded={ isGroup ? isExpanded : undefined }
					aria-label={ option.name }
					tabIndex={ currentId === option.id ? 0 : -1 }
					onFocus={ ( event ) => {
						event.stopPropagation();
						setFocused( option.id );
					} }
					onClick={ ( event ) => {
						event.stopPropagation();
						setFocused( option.id );
						onToggle( option.id );
					} }
				>
					<span className={ `${ BLOCK }__row` }>
						{ isGroup ? (
							<span
								className={ `${ BLOCK }__expander` }
								aria-hidden="true"
								onClick={ ( event ) => {
									event.stopPropagation();
									setFocused( option.id );
									setGroup( option.id, ! isExpanded );
								} }
							>
								{ isExpanded ? '▾' : '▸' }
							</span>
						) : (
							<span
								className={ `${ BLOCK }__expander` }
								aria-hidden="true"
							/>
						) }
						<span
							className={ `${ BLOCK }__box is-${
								option.checked === true
									? 'checked'
									: option.checked || 'unchecked'
							}` }
							aria-hidden="true"
						/>
						<span className={ `${ BLOCK }__name` }>
							{ option.name }
						</span>
					</span>
					{ isGroup && isExpanded && (
						<ul role="group" className={ `${ BLOCK }__group` }>
							{ renderItems(
								option.children as RegionOption[],
								level + 1
							) }
						</ul>
					) }
				</li>
			);
		} );

	return (
		<div
			ref={ rootRef }
			className={ [ BLOCK, className ].filter( Boolean ).join( ' ' ) }
		>
			<span id={ `${ id }-label` } className={ `${ BLOCK }__label` }>
				{ label }
			</span>
			<button
				ref={ buttonRef }
				id={ `${ id }-button` }
				type="button"
				className={ `${ BLOCK }__button` }
				aria-haspopup="tree"
				aria-expanded={ open }
				aria-controls={ open ? `${ id }-tree` : undefined }
				aria-labelledby={ `${ id }-label ${ id }-button` }
				onClick={ () => setOpen( ! open ) }
				onKeyDown={ ( event ) => {
					if ( event.key === 'ArrowDown' && ! open ) {
						event.preventDefault();
						setOpen( true );
					}
				} }
			>
				{ summary }
			</button>
			{ open && (
				<ul
					id={ `${ id }-tree` }
					role="tree"
					aria-multiselectable="true"
					aria-labelledby={ `${ id }-label` }
					className={ `${ BLOCK }__tree` }
					onKeyDown={ onKeyDown }
				>
					{ renderItems( options, 1 ) }
				</ul>
			) }
		</div>
	);
}

export default RegionSelect;
