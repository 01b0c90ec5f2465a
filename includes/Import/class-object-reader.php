<?php
/**
 * The second pass: one `<immobilie>` at a time.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Import;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM and XMLReader properties.

/**
 * Streams the objects in document order (the last action on an object wins), each expanded into a
 * small DOM of its own, so memory stays flat however large the file is. A batch resumes at a position
 * by skipping the objects before it without expanding them.
 */
final class Object_Reader {

	/**
	 * The stream.
	 *
	 * @var Xml_Stream
	 */
	private Xml_Stream $xml;

	/**
	 * Opens a scanned file.
	 *
	 * @param string $path     XML file.
	 * @param string $encoding Encoding to force, '' to follow the file.
	 */
	public function __construct( string $path, string $encoding ) {
		$this->xml = new Xml_Stream( $path, $encoding );
	}

	/**
	 * The objects from a position on: position => [provider index, element].
	 *
	 * @param int $from First position (0-based).
	 * @return \Generator<int, array{0:int,1:\DOMElement}>
	 * @throws Import_Error When the file changed since the scan and no longer parses.
	 */
	public function objects( int $from ): \Generator {
		$reader   = $this->xml->reader;
		$index    = 0;
		$anbieter = 0;
		$advanced = false;
		while ( $advanced || $this->xml->read() ) {
			$advanced = false;
			if ( \XMLReader::ELEMENT !== $reader->nodeType ) {
				continue;
			}
			$name = strtolower( (string) $reader->localName );
			if ( 'anbieter' === $name ) {
				++$anbieter;
				continue;
			}
			if ( 'immobilie' !== $name ) {
				continue;
			}
			if ( $index >= $from ) {
				$node = $reader->expand( new \DOMDocument() );
				if ( ! $node instanceof \DOMElement ) {
					throw new Import_Error( 'immo_wizards_import_malformed', (string) $this->xml->error() );
				}
				yield $index => array( $anbieter, $node );
			}
			++$index;
			$advanced = $this->xml->next();
		}
		if ( null !== $this->xml->error() ) {
			throw new Import_Error( 'immo_wizards_import_malformed', (string) $this->xml->error() );
		}
	}

	/**
	 * Closes the file.
	 */
	public function close(): void {
		$this->xml->close();
	}
}
