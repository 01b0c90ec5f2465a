/**
 * The file input of the admin screens' upload forms: label, input and the hint it is described by.
 */
/**
 * External dependencies
 */
import type { ReactNode, RefObject } from 'react';

interface Props {
	/** Id of the input (the hint's id is derived from it). */
	id: string;
	label: string;
	/** The `accept` attribute: extensions and media types. */
	accept: string;
	hint: ReactNode;
	/** Where the form reads the chosen file from (and clears it after an upload). */
	inputRef: RefObject< HTMLInputElement >;
}

/**
 * A labelled file input with its hint below.
 *
 * @param props          Field.
 * @param props.id
 * @param props.label
 * @param props.accept
 * @param props.hint
 * @param props.inputRef
 */
export function FileField( { id, label, accept, hint, inputRef }: Props ) {
	const hintId = `${ id }-hint`;
	return (
		<>
			<p>
				<label htmlFor={ id }>{ label }</label>
				<br />
				<input
					ref={ inputRef }
					id={ id }
					type="file"
					accept={ accept }
					aria-describedby={ hintId }
				/>
			</p>
			<p id={ hintId } className="description">
				{ hint }
			</p>
		</>
	);
}
