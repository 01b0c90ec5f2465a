/**
 * "Move up" / "Move down" for one row: real buttons, so the keyboard reaches and uses them.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

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
	return (
		<span className="immo-wizards-catalogue__move">
			<Button
				size="small"
				variant="tertiary"
				// Focusable when disabled: the focus stays put at either end of the list.
				accessibleWhenDisabled
				disabled={ index === 0 }
				/* translators: %s: name of a category or field. */
				label={ sprintf( __( 'Move %s up', 'immo-wizards' ), name ) }
				onClick={ () => onMove( -1 ) }
			>
				↑
			</Button>
			<Button
				size="small"
				variant="tertiary"
				accessibleWhenDisabled
				disabled={ index === count - 1 }
				/* translators: %s: name of a category or field. */
				label={ sprintf( __( 'Move %s down', 'immo-wizards' ), name ) }
				onClick={ () => onMove( 1 ) }
			>
				↓
			</Button>
		</span>
	);
}
