<?php
/**
 * The registered request types.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Submit;

defined( 'ABSPATH' ) || exit;

/**
 * One registry shared by the submit routes, the pipeline, the confirmation and the mails.
 */
final class Request_Types {

	/**
	 * Types by name.
	 *
	 * @var array<string, Request_Type>
	 */
	private array $types = array();

	/**
	 * Adds a type.
	 *
	 * @param Request_Type $type Type.
	 */
	public function add( Request_Type $type ): void {
		$this->types[ $type->name() ] = $type;
	}

	/**
	 * A type by name, or null.
	 *
	 * @param string $name Type name.
	 */
	public function get( string $name ): ?Request_Type {
		return $this->types[ $name ] ?? null;
	}

	/**
	 * Names of every type (e.g. for a route's enum).
	 *
	 * @return string[]
	 */
	public function names(): array {
		return array_keys( $this->types );
	}

	/**
	 * Types by submit route, in the order they were added (the first of a route is its default).
	 *
	 * @return array<string, Request_Type[]>
	 */
	public function by_route(): array {
		$routes = array();
		foreach ( $this->types as $type ) {
			$routes[ $type->route() ][] = $type;
		}
		return $routes;
	}

	/**
	 * Each type with its names and inbox columns, in order: what the admin screens know of the types
	 * (the inbox's tabs and columns, the settings' recipients), so none of them keeps a list of its own.
	 *
	 * @return array<int, array{type:string,label:string,pluralLabel:string,columns:array<int,array{id:string,label:string}>}>
	 */
	public function catalogue(): array {
		$out = array();
		foreach ( $this->types as $name => $type ) {
			$columns = array();
			foreach ( $type->column_labels() as $id => $label ) {
				$columns[] = array(
					'id'    => (string) $id,
					'label' => $label,
				);
			}
			$out[] = array(
				'type'        => $name,
				'label'       => $type->label(),
				'pluralLabel' => $type->plural_label(),
				'columns'     => $columns,
			);
		}
		return $out;
	}

	/**
	 * The type's effects, or null when it has none.
	 *
	 * @param string $name Type name.
	 */
	public function effects( string $name ): ?Request_Effects {
		$type = $this->get( $name );
		return $type instanceof Request_Effects ? $type : null;
	}
}
