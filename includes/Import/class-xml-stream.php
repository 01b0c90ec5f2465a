<?php
/**
 * A streaming parser over an OpenImmo file, locked down.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

/**
 * XMLReader without network access and with a loader that refuses every external entity; entities
 * are never substituted (no LIBXML_NOENT) and a document type declaration is refused by the scan, so
 * XXE and entity expansion ("billion laughs") cannot happen. Parser errors are collected, not printed.
 */
final class Xml_Stream {

	/**
	 * The reader.
	 *
	 * @var \XMLReader
	 */
	public \XMLReader $reader;

	/**
	 * Whether libxml errors were collected before.
	 *
	 * @var bool
	 */
	private bool $previous_errors;

	/**
	 * Opens a file.
	 *
	 * @param string $path     XML file.
	 * @param string $encoding Encoding to force, '' to follow the file.
	 * @throws Import_Error When the file cannot be opened.
	 */
	public function __construct( string $path, string $encoding ) {
		$this->previous_errors = libxml_use_internal_errors( true );
		libxml_clear_errors();
		libxml_set_external_entity_loader( static fn () => null );
		$this->reader = new \XMLReader();
		if ( ! is_readable( $path ) || ! @$this->reader->open( $path, '' === $encoding ? null : $encoding, LIBXML_NONET | LIBXML_COMPACT ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors
			$this->close();
			throw new Import_Error( 'immo_wizards_import_unreadable', __( 'The import file cannot be read.', 'immo-wizards' ), 500 );
		}
	}

	/**
	 * Next node (false at the end or on a parser error).
	 */
	public function read(): bool {
		return @$this->reader->read(); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	}

	/**
	 * Skips the current element's subtree (false at the end or on a parser error).
	 */
	public function next(): bool {
		return @$this->reader->next(); // phpcs:ignore WordPress.PHP.NoSilencedErrors
	}

	/**
	 * The first parser error as a clear message, or null.
	 */
	public function error(): ?string {
		$error = libxml_get_errors()[0] ?? null;
		if ( null === $error ) {
			return null;
		}
		$message = trim( (string) $error->message );
		if ( str_contains( $message, 'not proper UTF-8' ) ) {
			/* translators: %d: line number */
			return sprintf( __( 'The file declares UTF-8 (or no encoding) but line %d holds characters in another encoding. Please export it as UTF-8 or declare its encoding (e.g. encoding="ISO-8859-1").', 'immo-wizards' ), (int) $error->line );
		}
		if ( str_contains( $message, 'Unsupported encoding' ) ) {
			/* translators: %s: parser message naming the encoding */
			return sprintf( __( 'The file uses an encoding that cannot be read (%s).', 'immo-wizards' ), sanitize_text_field( $message ) );
		}
		/* translators: 1: line number, 2: parser message */
		return sprintf( __( 'The file is not well-formed XML (line %1$d: %2$s).', 'immo-wizards' ), (int) $error->line, sanitize_text_field( $message ) );
	}

	/**
	 * Closes the reader and restores libxml's state.
	 */
	public function close(): void {
		if ( isset( $this->reader ) ) {
			$this->reader->close();
		}
		libxml_clear_errors();
		libxml_use_internal_errors( $this->previous_errors );
		libxml_set_external_entity_loader( null );
	}
}
