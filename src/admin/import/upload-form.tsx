/**
 * Choose an OpenImmo XML or ZIP file and upload it.
 */
/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { uploadImport, type ImportState } from '../../api/imports';
import { FileField } from '../file-field';

interface Props {
	/** What the server accepts (0: unknown). */
	maxUploadBytes: number;
	onUploaded: ( state: ImportState ) => void;
}

function megabytes( bytes: number ): string {
	return ( bytes / 1048576 ).toLocaleString( 'de-DE', {
		maximumFractionDigits: 1,
	} );
}

export function UploadForm( { maxUploadBytes, onUploaded }: Props ) {
	const input = useRef< HTMLInputElement >( null );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const file = input.current?.files?.[ 0 ];
		if ( ! file ) {
			setError(
				__(
					'Please choose an OpenImmo XML or ZIP file.',
					'immo-wizards'
				)
			);
			return;
		}
		if ( maxUploadBytes > 0 && file.size > maxUploadBytes ) {
			setError(
				__(
					'The file is larger than this server accepts for uploads.',
					'immo-wizards'
				)
			);
			return;
		}
		setBusy( true );
		setError( null );
		try {
			const state = await uploadImport( file );
			if ( input.current ) {
				input.current.value = '';
			}
			onUploaded( state );
		} catch ( failure ) {
			setError( ( failure as Error ).message );
		} finally {
			setBusy( false );
		}
	};

	return (
		<form className="immo-wizards-import__upload" onSubmit={ submit }>
			<h2>{ __( 'Upload a file', 'immo-wizards' ) }</h2>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<FileField
				id="immo-wizards-import-file"
				label={ __( 'OpenImmo file (XML or ZIP)', 'immo-wizards' ) }
				accept=".xml,.zip,application/xml,text/xml,application/zip"
				inputRef={ input }
				hint={
					maxUploadBytes > 0
						? sprintf(
								/* translators: %s: size in MB */
								__(
									'The file is imported in the background; you can leave this page. Maximum size: %s MB.',
									'immo-wizards'
								),
								megabytes( maxUploadBytes )
							)
						: __(
								'The file is imported in the background; you can leave this page.',
								'immo-wizards'
							)
				}
			/>
			<Button
				variant="primary"
				type="submit"
				isBusy={ busy }
				disabled={ busy }
			>
				{ __( 'Upload and import', 'immo-wizards' ) }
			</Button>
		</form>
	);
}
