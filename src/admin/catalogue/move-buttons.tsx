/**
 * "Move up" / "Move down" for one row: real buttons, so the keyboard reaches and uses them.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FOCUSABLE_WHEN_DISABLED } from '../focusable-when-disabled';

interface MoveButtonsProps {
	/** What moves, for screen readers, e.g. 'Wohnung'. */
	name: string;
	index: number;
	count: number;
	onMove: ( delta: -1 | 1 ) => void;
}

export function MoveButtons( {
	name,
	index,
	count,
	onMove,
}: MoveButtonsProps ) {
	const up = useRef< HTMLButtonElement >( null );
	const down = useRef< HTMLButtonElement >( null );
	// The row moves in the DOM: keep the focus on the pressed button, so it can be pressed again.
	const press = ( delta: -1 | 1 ) => {
		onMove( delta );
		const button = delta < 0 ? up : down;
		window.setTimeout( () => button.current?.focus() );
	};
	return (
		<span className="immo-wizards-catalogue__move">
			<Button
				size="small"
				variant="tertiary"
				// Focusable when disabled: the focus stays put at either end of the list.
				{ ...FOCUSABLE_WHEN_DISABLED }
				disabled={ index === 0 }
				/* translators: %s: name of a category or field. */
				label={ sprintf( __( 'Move %s up', 'immo-wizards' ), name ) }
				ref={ up }
				onClick={ () => press( -1 ) }
			>
				↑
			</Button>
			<Button
				size="small"
				variant="tertiary"
				{ ...FOCUSABLE_WHEN_DISABLED }
				disabled={ index === count - 1 }
				/* translators: %s: name of a category or field. */
				label={ sprintf( __( 'Move %s down', 'immo-wizards' ), name ) }
				ref={ down }
				onClick={ () => press( 1 ) }
			>
				↓
			</Button>
		</span>
	);
}
